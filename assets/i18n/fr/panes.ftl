# fr: the panes, the status bar and the dialogs (same keys as en/panes.ftl).

## Le volet de l'échiquier

piece-white-king = roi blanc
piece-white-queen = dame blanche
piece-white-rook = tour blanche
piece-white-bishop = fou blanc
piece-white-knight = cavalier blanc
piece-white-pawn = pion blanc
piece-black-king = roi noir
piece-black-queen = dame noire
piece-black-rook = tour noire
piece-black-bishop = fou noir
piece-black-knight = cavalier noir
piece-black-pawn = pion noir
side-white = Blancs
side-black = Noirs
board-record-pending-first = Enregistrez d'abord { $move } avec ses dates sous l'échiquier, ou annulez-le.
board-viewing-earlier = Vous regardez une position antérieure : un coup joué est définitif (E4.1). Allez au dernier coup pour entrer un coup, ou activez l'analyse.
board-game-over-no-moves = La partie est terminée : plus aucun coup ne peut être entré.
board-illegal-move = { $from }-{ $to } n'est pas un coup légal.
board-illegal-king-in-check = { $from }-{ $to } n'est pas un coup légal (le roi est en échec).
board-illegal-still-in-check = { $from }-{ $to } n'est pas un coup légal (il ne pare pas l'échec).
board-square-legal-target = case d'arrivée possible
board-square-last-move = dernier coup
board-square-in-check = en échec
nav-first = Premier coup
nav-first-hint = premier coup (Début)
nav-previous = Coup précédent
nav-previous-hint = coup précédent (Gauche)
nav-next = Coup suivant
nav-next-hint = coup suivant (Droite)
nav-last = Dernier coup
nav-last-hint = dernier coup (Fin)
board-status-analysis = analyse depuis le demi-coup { $ply } (trait aux { $side })
board-status-pending = { $move } entré : quand a-t-il été reçu et envoyé ?
board-status-game-over = partie terminée
board-status-to-move = trait aux { $side }
board-status-to-move-in-check = trait aux { $side }, en échec
board-status-viewing = demi-coup { $ply } sur { $plies } (trait aux { $side })
board-select-a-game = Choisissez une partie dans la liste des parties.
board-moves-do-not-replay = ses coups ne se rejouent pas
board-cannot-show = La partie { $game } ne peut pas être affichée : { $why }.
board-flip = Retourner
board-flip-hint = retourner l'échiquier
board-copy-fen = Copier le FEN
board-copy-fen-hint = copier la position affichée en FEN
board-copied-fen = position copiée en FEN
board-analysis = Analyse
board-analysis-hint = essayer des coups depuis la position affichée sans toucher à la partie
board-move-field = Coup :
board-move-field-hint = un coup dans n'importe quelle notation ; ou une question sur la position : p (mes pièces), p black knight, s e (une colonne), s 5 (une rangée), l (dernier coup), c (pendules)
board-play = Jouer
board-analysis-moves =
    { $moves ->
        [one] { $moves } coup d'analyse
       *[other] { $moves } coups d'analyse
    }
board-take-back = Reprendre
board-keep-line = Garder la variante
board-keep-line-hint = enregistrer cette variante avec la partie, à part de ses coups

## Le volet de la feuille de partie

language-english = anglais
language-german = allemand
language-french = français
language-spanish = espagnol
language-italian = italien
score-messages-in = { $label } ; messages en { $language }
score-no-game = Aucune partie choisie.
score-cannot-show = La partie { $game } ne peut pas être affichée : { $why }. Corrigez ce coup dans le fichier.
score-copy = Copier la notation
score-copy-hint = copier les coups dans la notation choisie
score-copied = notation copiée
score-moves = Coups
score-no-moves = Pas encore de coups.
score-tail = Coups conditionnels et analyse
score-round = ronde { $round }
score-board = échiquier { $board }
score-notation = notation
score-piece-letters = lettres des pièces
score-piece-letters-hint = les lettres des pièces convenues avec l'adversaire (E2.2)
score-message-language = langue des messages
score-message-language-hint = la langue des messages et des impressions de la partie, convenue avec l'adversaire
score-spoken-white = Blancs
score-spoken-black = Noirs
score-not-sent-yet = pas encore envoyé
score-sent-on = envoyé le { $date }
score-conditional-move = { $move } (si)
score-conditional-move-hint = joué d'après une suite conditionnelle acceptée (E4.6, E6.5)
score-date-sent-hint = date d'envoi (du relevé des temps)
score-result = Résultat : { $result }
score-in-play = En cours : trait aux { $side }.
score-draw-claimable-repetition = La nulle peut être réclamée : triple répétition (après le coup { $number }).
score-draw-claimable-fifty-moves = La nulle peut être réclamée : règle des cinquante coups (après le coup { $number }).
score-claim-draw = Réclamer la nulle
score-record-result = Enregistrer le résultat
result-white-resigns = Les Blancs abandonnent
result-black-resigns = Les Noirs abandonnent
result-draw-agreed = Nulle convenue
result-white-wins-on-time = Les Blancs gagnent au temps
result-black-wins-on-time = Les Noirs gagnent au temps
result-white-wins-by-default = Les Blancs gagnent par forfait
result-black-wins-by-default = Les Noirs gagnent par forfait
result-adjudicated-white-wins = Adjugée : les Blancs gagnent
result-adjudicated-draw = Adjugée : nulle
result-adjudicated-black-wins = Adjugée : les Noirs gagnent
score-clear-result = Effacer le résultat
score-conditional-moves = Coups conditionnels
score-if = Si :
score-if-hint = son coup, votre réponse, …
score-propose = Proposer
score-propose-hint = ajouter cette suite aux coups conditionnels (un arbre)
score-proposal-sent = envoyé le { $date }, engageant
score-proposal-draft = brouillon
score-proposal-after = après le demi-coup { $ply } ({ $state })
score-proposal-line = si { $line }
score-proposal-with = avec { $move }, envoyé le { $date }
score-proposal-today = { $date } (aujourd'hui : { $move } n'a pas encore de date d'envoi)
score-mark-sent = Marquer envoyé
score-mark-sent-hint = envoyé le { $date } : engageant dès lors (E4.5, P07)
score-withdraw = Retirer
score-proposal-binds = engage jusqu'à ce que l'adversaire joue un autre coup (E4.5)
score-analysis-lines = Analyse ({ $lines })
score-show-line-hint = montrer cette variante sur l'échiquier
score-delete-line-hint = supprimer cette variante

## Le volet du relevé des temps

ledger-tab-moves = coups
ledger-tab-leave = congés
ledger-tab-claims = réclamations et pénalités
ledger-tab-rules = règlement
ledger-colour-white = Blancs
ledger-colour-black = Noirs
ledger-no-game = Aucune partie choisie.
ledger-game-scroll = Relevé des temps de la partie
ledger-due-no-owner = à jouer : aucun titulaire choisi, donc aucune partie à moi
ledger-due-title =
    { $games ->
        [one] à jouer pour { $owner } au { $date } ({ $games } partie)
       *[other] à jouer pour { $owner } au { $date } ({ $games } parties)
    }
ledger-select-game-hint = choisir la partie
due-mail-arrived = courrier arrivé pour { $game }
due-mail-arrived-hint = Fichier > Relever le courrier le liste : Ouvrir le montre dans Lire un message, pour l'appliquer
ledger-due-white-vs = { $game } : Blancs contre { $opponent }
ledger-due-black-vs = { $game } : Noirs contre { $opponent }
ledger-my-move = à moi de jouer
ledger-waiting = en attente
ledger-server-clocks = sur { $server } : pendules { $mine } / { $theirs }
ledger-server-clocks-draw-offered = sur { $server } : pendules { $mine } / { $theirs }, nulle proposée
ledger-server-clocks-hint = comme le serveur l'a dit à la dernière synchronisation (la mienne / celle de l'adversaire)
ledger-duty-since = depuis le { $date } : { $what } ({ $rule })
ledger-reminders-reached = atteint : { $reminders } rappel(s)
ledger-duty-on = le { $date } : { $what } ({ $rule })
ledger-rule-set = règlement : { $rules }
ledger-not-worked-out = le relevé des temps ne peut pas être calculé : { $why }
ledger-csv = CSV…
ledger-export-moves = exporter les coups…
ledger-export-ledger = exporter le relevé…
ledger-import-dates = importer les dates…
ledger-csv-hint = les coups et les dates de la partie tels que ccdesk ledger les lit, ou son relevé calculé
ledger-choose-rule-set-first = choisissez d'abord un règlement (onglet règlement)
ledger-no-clock-runs = aucune pendule ne tourne : { $why }
ledger-summary =
    { $used ->
        [one] { $player } ({ $side }) : { $used } jour utilisé, { $left } restants au coup { $control } ({ $allowed } permis)
       *[other] { $player } ({ $side }) : { $used } jours utilisés, { $left } restants au coup { $control } ({ $allowed } permis)
    }
ledger-summary-running = ; au trait, { $running } en cours : { $left } restants aujourd'hui
ledger-summary-hint = { $days } jours pour { $moves } coups, cumulatif ({ $rule }) ; au { $date }
ledger-cannot-meet-control = ne peut pas tenir le contrôle au coup { $control } : { $total } > { $allowance } jours ({ $rule })
ledger-claim-with-reply = les { $side } peuvent réclamer au plus tard avec le coup { $claim }, la réponse au coup { $control } (E7.1)
ledger-claim-with-reply-sent = les { $side } peuvent réclamer au plus tard avec le coup { $claim }, la réponse au coup { $control }, envoyé le { $date } (E7.1)
ledger-claim-by = une réclamation doit être faite avant le { $date } ({ $rule })
ledger-table = Tableau du relevé des temps
ledger-rows = Lignes du relevé des temps
ledger-col-move = coup
ledger-col-move-hint = le coup et qui l'a joué
ledger-col-received = reçu
ledger-col-received-hint = la date de réception du coup de l'adversaire (E2.7)
ledger-col-sent = envoyé
ledger-col-sent-hint = la date d'envoi de ce coup (E2.8, P04)
ledger-col-days = jours
ledger-col-days-hint = jours utilisés pour ce coup (E6.4, P08)
ledger-col-leave = congé
ledger-col-leave-hint = jours de congé dans l'intervalle (E8.1, P11)
ledger-col-excluded = excl.
ledger-col-excluded-hint = jours exclus : dimanches, jours listés (P08)
ledger-col-penalty = pén.
ledger-col-penalty-hint = jours de pénalité (E6.6, P09)
ledger-col-total = total
ledger-col-total-hint = le total du camp (E6.3)
ledger-col-allowance = perm.
ledger-col-allowance-hint = le temps permis au contrôle de ce coup (E6.1)
ledger-col-status = état
ledger-col-status-hint = ok, dépassé (E6.2) ou perdu (E7.5, P13)
ledger-conditional-move = { $move } (c)
ledger-conditional-move-hint = joué d'après une suite conditionnelle acceptée : compté dans le temps de la réponse (E6.5)
ledger-figure = nombre
ledger-figure-days = jours utilisés
ledger-figure-leave = jours de congé
ledger-figure-excluded = jours exclus
ledger-figure-penalty = jours de pénalité
ledger-figure-total = total des jours
ledger-figure-allowance = temps permis
ledger-figure-status = état
ledger-figure-not-worked-out = non calculé
ledger-no-penalty = aucune pénalité
ledger-within-allowance = dans le temps permis
ledger-date-corrected-hint = corrigée (E2.10) : { $why }
ledger-date-change-hint = cliquer pour changer
ledger-date-start = { $date } début
ledger-date-start-hint = le début du jeu ; cliquer pour indiquer une autre date
ledger-date-no-start = début ?
ledger-date-no-start-hint = le début du jeu n'est pas fixé : cliquer pour indiquer la date où les Blancs ont reçu la partie
ledger-date-assumed-on = { $date } supposée
ledger-date-assumed-on-hint = { $why } ; cliquer pour indiquer la date
ledger-date-assumed = supposée
ledger-date-assumed-hint = la date d'envoi de l'adversaire plus les jours d'acheminement (E2.9)
ledger-date-not-sent = non envoyé
ledger-date-not-sent-hint = cliquer pour entrer la date
ledger-edit-received-date = date de réception de { $move }
ledger-edit-sent-date = date d'envoi de { $move }
ledger-new-date = nouvelle date :
ledger-set-date = fixer
ledger-correct-date = corriger (E2.10)
ledger-correct-date-hint = la date indiquée était fausse : la garder dans l'historique et le dire à l'expéditeur
ledger-cancel-date = annuler

## La liste des parties

games-filter-all = toutes
games-my-move = à moi de jouer
games-their-move = à lui de jouer
games-filter-finished = terminées
games-sort-as-entered = dans l'ordre d'entrée
games-sort-opponent = adversaire
games-sort-event = tournoi
games-sort-days-left = le moins de jours restants
games-order = ordre
games-server-clocks = { $server } { $game }, pendules { $mine } / { $theirs }
games-damaged = endommagée
games-days-left-heading = jours restants
games-days-left-meaning = jours restants au prochain contrôle du temps à ce jour : les vôtres dans vos parties, comptés comme la liste des échéances ; ceux du camp au trait dans les autres
games-columns-heading = adversaire (qui a le trait) · tournoi
games-columns-heading-hint = qui a le trait, vu du côté du bureau ; une partie que vous ne jouez pas montre les deux joueurs
games-days-left-hint =
    { $days ->
        [one] { $days } jour restant au prochain contrôle du temps à ce jour
       *[other] { $days } jours restants au prochain contrôle du temps à ce jour
    }
games-desk-hint = les parties sont vues du côté de ce joueur : cliquer pour changer le titulaire du bureau
games-none-here = Aucune partie ici.

## La barre d'état

status-unsaved = modifications non enregistrées
status-saved = enregistré
status-last-saved = dernier enregistrement { $when }
status-untitled = sans titre
status-demo-project = projet de démonstration (non enregistré)

## Panes

pane-board = Échiquier
pane-scoresheet = Feuille de partie
pane-ledger = Relevé des temps
pane-admin = Direction du tournoi
pane-games = Parties
pane-analysis = Analyse du moteur
pane-correspondence = Correspondance
pane-adjudication = Adjudication
pane-drag-hint = faire glisser le titre pour déplacer ce volet

## Dialogues : boutons communs

dialog-ok = OK
dialog-cancel = Annuler

## Le dialogue Nouvelle partie

new-game-heading = Nouvelle partie
new-game-default-event = Partie amicale
new-game-own-name = Votre nom :
new-game-own-name-hint = à qui est ce bureau
new-game-opponent = Adversaire :
new-game-new-player = un nouveau joueur
new-game-opponent-name = Nom de l'adversaire :
new-game-opponent-name-hint = nom complet
new-game-email = Courriel :
new-game-email-hint = pour les parties par courriel
new-game-postal-address = Adresse postale :
new-game-i-play = Je joue :
new-game-white = les Blancs
new-game-black = les Noirs
new-game-event = Tournoi :
new-game-event-hint = compétition ou partie amicale
new-game-round = Ronde :
new-game-optional = facultatif
new-game-board = Échiquier :
new-game-rules = Règlement :
new-game-notation = Notation :
new-game-language = Langue :
new-game-language-hint = la langue des messages et des impressions de la partie
new-game-piece-letters = Lettres des pièces :
new-game-start-date = Début :
new-game-fen = Position de départ en FEN :
new-game-fen-hint = vide = la position initiale
new-game-create = Créer la partie
new-game-error-own-name = Entrez votre nom : le projet ne sait pas à qui est ce bureau.
new-game-error-opponent-name = Entrez le nom de l'adversaire.
new-game-error-yourself = L'adversaire ne peut pas être vous-même.
new-game-error-event = Entrez le tournoi (le nom d'une partie amicale suffit).
new-game-error-start = La date de début « { $text } » n'est pas une date comme 2026-01-31.

## Le dialogue À qui est ce bureau

desk-heading = À qui est ce bureau
desk-of = bureau de { $name }
desk-nobodys = bureau de personne
desk-nobody = personne
desk-explained = La liste des parties montre « à moi de jouer » et « à lui de jouer » du côté de ce joueur, l'échiquier se tourne vers sa couleur, et la liste des échéances et les messages sont les siens.
desk-this-is-the-desk-of = Ce bureau est celui de :
desk-details-explained = Chaque message que vous envoyez porte votre nom et votre adresse (E2.4) ; une partie amicale n'a pas de compétition pour les donner, ils sont donc gardés ici.
desk-name = Nom :
desk-email = Adresse électronique :
desk-telephone = Téléphone :
desk-no-players = Le projet n'a pas encore de joueurs : Nouvelle partie… vous ajoute avec votre adversaire.
desk-error-name = Donnez le nom du nouveau joueur.
dialog-close = Fermer

## Le dialogue Compte de messagerie

mail-heading = Compte de messagerie
mail-mailbox-of = La boîte aux lettres de { $name } <{ $email }>.
mail-no-owner = Aucune adresse du titulaire pour laquelle garder un compte : { $why }.
mail-imap = Serveur IMAP
mail-imap-hint = HÔTE ou HÔTE:PORT (993 TLS implicite, 143 STARTTLS)
mail-imap-security = Sécurité IMAP
mail-smtp = Serveur SMTP
mail-smtp-hint = HÔTE ou HÔTE:PORT (587 STARTTLS, 465 TLS implicite)
mail-smtp-security = Sécurité SMTP
mail-security-hint = TLS implicite, STARTTLS ou aucune (texte en clair : adresse de bouclage seulement)
mail-user = Utilisateur
mail-user-hint = le nom d'utilisateur sur les deux serveurs
mail-folder = Dossier
mail-folder-hint = le dossier relevé (INBOX s'il est vide)
mail-applied-folder = Déplacer le courrier traité vers
mail-applied-folder-hint = un dossier du serveur où va chaque courrier une fois traité (créé s'il manque) ; vide : le courrier traité reste où il est
mail-ca-file = Fichier CA
mail-ca-file-hint = un certificat CA (PEM) reconnu en plus de ceux du système, pour le serveur propre d'un club
mail-password = Mot de passe
mail-password-hint = gardé dans le trousseau du système, jamais dans un fichier ; vide garde celui qui est gardé
mail-check-every = Relever toutes les (minutes)
mail-check-every-hint = relever le courrier tout seul tant que la fenêtre est ouverte ; vide ou 0 : seulement avec Fichier > Relever le courrier
mail-save = Enregistrer
mail-kept = Compte de messagerie de { $name } <{ $email }> gardé : IMAP { $imap }, SMTP { $smtp }.
mail-kept-with-password = Compte de messagerie de { $name } <{ $email }> gardé : IMAP { $imap }, SMTP { $smtp }, le mot de passe dans { $keyring }.
mail-checked-every =
    { $minutes ->
        [one] Le courrier est relevé chaque minute tant que la fenêtre est ouverte.
       *[other] Le courrier est relevé toutes les { $minutes } minutes tant que la fenêtre est ouverte.
    }
mail-error-minutes = Relever toutes les (minutes) : « { $text } » n'est pas un nombre de minutes entre 0 et 1440

## Le dialogue Lire un message

read-heading = Lire un message
read-open-eml = Ouvrir un .eml…
read-open-eml-hint = lire un fichier de courriel enregistré depuis votre messagerie
read-arrived-on = Reçu le :
read-arrived-on-placeholder = supposé
read-arrived-on-hint = AAAA-MM-JJ ; vide : le jour d'envoi plus les jours d'acheminement, supposé (E2.9, E2.12)
read-about-game = sur la partie { $game }
read-about-game-hint = le lire comme un message de la partie choisie, quand ccdesk ne peut pas dire de quelle partie il s'agit
read-from-file = De { $file } : { $sender }, envoyé { $date }
read-unknown-sender = expéditeur inconnu
read-unknown-date = à une date inconnue
read-message = Message :
read-message-hint = collez le message ici
read-nothing-yet = Collez un message ou ouvrez un .eml pour voir ce qu'il dit.
read-not-a-move = Ceci est { $what }, pas un coup : il n'y a rien à vérifier ni à jouer.
read-understood = Ce que ccdesk a compris
read-no-problems = Aucun problème trouvé.
read-sender = Expéditeur : { $why }.
read-sender-confirmed = Je sais que mon adversaire l'a envoyé : l'appliquer quand même
read-referral = Demande de précision à renvoyer (E4.2)
read-copy-referral = Copier la demande
read-copied-referral = Demande copiée.
read-apply-will = Appliquer va :
read-not-applied = Non appliqué : { $why }.
read-apply = Appliquer
read-draw-offered = Proposition de nulle —
read-accept-draw = Accepter…
read-accept-draw-hint = appliquer le message, puis écrire l'acceptation : la partie est nulle dès qu'elle est marquée envoyée
read-decline-draw = Refuser…
read-decline-draw-hint = appliquer le message, puis écrire le refus
read-eml-read = { $path } lu
read-eml-not-read = non lu : { $why }
read-error-arrival = La date de réception « { $text } » n'est pas une date comme 2026-03-14.
read-error-no-sent-date = Le message ne donne pas de date d'envoi, le jour de réception ne peut donc pas être supposé : tapez-le dans Reçu le.

## Le dialogue Répondre

reply-heading = Réponse : { $white } – { $black } ({ $event })
reply-kind-move = mon coup
reply-kind-repeat = répétition après silence (E3.1)
reply-kind-inform-td = informer le directeur du tournoi (E3.2)
reply-kind-offer-draw = proposition de nulle (avec mon coup, s'il y en a un)
reply-kind-accept-draw = accepter la nulle
reply-kind-decline-draw = refuser la nulle
reply-kind-resign = abandonner la partie
reply-kind-claim-time = réclamation au temps (E7.1, copie au directeur du tournoi)
reply-kind-protest = contestation de la réclamation au temps (E7.3)
reply-kind-result = résultat au directeur du tournoi (E12.1)
reply-kind-address = changement d'adresse (E5.3)
reply-kind-leave = annonce de congé (E8.2)
reply-kind-repeat-postal = répétition en recommandé (P12)
reply-kind-inform-organiser = informer l'organisateur (P12)
reply-kind-claim-time-postal = réclamation au temps (P13, copie à l'organisateur)
reply-kind-protest-postal = contestation de la réclamation au temps
reply-kind-result-postal = résultat à l'organisateur
reply-kind-leave-postal = annonce de congé (P11)
reply-kind-address-postal = changement d'adresse
reply-my-move = Mon coup :
reply-send-date = Date d'envoi :
reply-leave-from = Congé du :
reply-leave-to = Congé au :
reply-td-name = Nom du directeur du tournoi :
reply-td-email = Courriel du directeur du tournoi :
reply-organiser = Organisateur :
reply-organiser-hint = tel que la compétition l'enregistre (Direction du tournoi, Début)
reply-organiser-missing-hint = la compétition n'enregistre pas d'organisateur : indiquez-le dans Direction du tournoi, Début
reply-organiser-address = Adresse de l'organisateur :
reply-organiser-address-hint = une ligne chacune
reply-subject = Objet : { $subject }
reply-to = À : { $to }
reply-cc = Copie : { $cc }
reply-copy = Copier
reply-copy-hint = copier l'objet et le texte
reply-copied = Message copié.
reply-copy-card = Copier la carte postale
reply-copy-card-hint = le texte pour la feuille de partie ou la carte postale (P03, P04)
reply-copied-card = Texte de la carte postale copié.
reply-print-postcard = Imprimer la carte postale
reply-card-diagram = avec un diagramme après mon coup
reply-paper-postcard = Carte postale, 148 × 105 mm…
reply-paper-a6 = A6, 105 × 148 mm…
reply-paper-a4 = A4, quatre par feuille, avec traits de coupe…
reply-print-letter = Imprimer la lettre…
reply-print-letter-hint = la lettre sur A4 avec les deux adresses, pour la poste (P01 ; une répétition en recommandé, P12)
reply-save-eml = Enregistrer le .eml…
reply-save-eml-hint = enregistrer comme fichier de courriel que toute messagerie ouvre
reply-open-mail = Ouvrir dans la messagerie
reply-open-mail-hint = un nouveau courriel dans votre messagerie, prêt à envoyer
reply-nothing-to-send = rien à envoyer pour l'instant
reply-mark-sent-hint = { $what }, et le message est gardé dans la correspondance
reply-send = Envoyer
reply-send-hint = le marquer envoyé et l'envoyer maintenant par votre compte de messagerie (Édition > Compte de messagerie…)
reply-saved = { $path } enregistré.
reply-not-saved = Le message n'a pas été enregistré : { $why }
reply-select-game = choisissez une partie à laquelle répondre
reply-the-opponent = l'adversaire
reply-the-organiser = l'organisateur
reply-the-td = le directeur du tournoi
reply-silence = En attente de la réponse de { $opponent } depuis le { $since } : répétition due le { $due }
reply-silence-repeat-sent = envoyée le { $date }
reply-silence-told = , { $told } à informer à partir du { $date }.
reply-what-pending = { $move } (entré sur l'échiquier) est marqué envoyé le { $date }
reply-what-pending-conditional = { $move } avec ses coups conditionnels (entré sur l'échiquier) est marqué envoyé le { $date }
reply-what-played = { $move } est joué et marqué envoyé le { $date }
reply-what-with-draw-offer = , avec la proposition de nulle
reply-what-declaration = { $steps } (gardé comme envoyé le { $date })
reply-step-message-sent = le message est envoyé
reply-what-repeat = la répétition est inscrite au relevé des temps et gardée comme envoyée le { $date }
reply-what-inform-td = le message au directeur du tournoi est gardé comme envoyé le { $date }
reply-what-leave = l'annonce de congé est gardée comme envoyée le { $date }
reply-error-no-game = Il n'y a pas de partie { $game }.
reply-error-date = La date « { $text } » n'est pas une date comme 2026-03-14.
reply-error-game-over = La partie est terminée : il n'y a pas de coup à envoyer.
reply-error-no-move = Jouez votre coup sur l'échiquier, ou tapez-le ci-dessus.
reply-error-no-sent-move = La partie n'a pas de coup envoyé à répéter.
reply-error-not-written-here = Ce message ne s'écrit pas ici.
reply-error-no-owner-leave = Dites à qui est ce bureau (Édition > À qui est ce bureau…) avant d'annoncer un congé.
reply-error-leave-from = Le premier jour de congé « { $text } » n'est pas une date comme 2026-03-14.
reply-error-leave-to = Le dernier jour de congé « { $text } » n'est pas une date comme 2026-03-14.
reply-error-leave-order = Le congé finit avant de commencer.

## Ce qu'entend un lecteur d'écran

said-no-move-played = aucun coup n'a été joué dans la partie { $game }
said-move-played = { $move } joué dans la partie { $game }
said-conditional-reply = ; la réponse conditionnelle { $move } a suivi
said-saved = { $path } enregistré
said-saved-unchanged = { $path } contient déjà ce projet : rien d'écrit, sauvegardes gardées
said-deadlines-due =
    { $deadlines ->
        [one] { $deadlines } échéance arrivée depuis le { $since } ; la première : { $first }
       *[other] { $deadlines } échéances arrivées depuis le { $since } ; la première : { $first }
    }

## Les dates d'un coup entré sur l'échiquier

dates-received = reçu
dates-received-hint = le jour où le coup de l'adversaire est arrivé (E2.7) ; laissé vide, il est supposé (E2.9)
dates-sent = envoyé
dates-sent-hint = le jour où ce coup a été envoyé par courriel ou posté (E2.8)
dates-record-as-sent = enregistrer comme envoyé
dates-record-as-sent-hint = jouer le coup avec ces dates
dates-not-sent-yet = pas encore envoyé
dates-not-sent-yet-hint = jouer le coup avec sa date de réception ; Répondre… l'envoie plus tard
dates-cancel = annuler
dates-cancel-hint = retirer le coup de l'échiquier
dates-error-received = La date de réception « { $text } » n'est pas une date comme 2026-03-14.
dates-error-sent = La date d'envoi « { $text } » n'est pas une date comme 2026-03-14.
dates-error-no-sent = Entrez la date d'envoi du coup, ou choisissez « pas encore envoyé ».
dates-error-received-before = Reçu le { $received } est avant l'envoi du coup de l'adversaire ({ $before }).
dates-error-sent-before-received = Envoyé le { $sent } est avant la réception le { $received } : un coup est envoyé après l'arrivée du coup auquel il répond.
dates-error-sent-before-assumed = Envoyé le { $sent } est avant la réception le { $received } (supposée d'après les jours d'acheminement) : un coup est envoyé après l'arrivée du coup auquel il répond.
dates-error-sent-before = Envoyé le { $sent } est avant l'envoi du coup de l'adversaire ({ $before }).

## The promotion popup

promotion-promote-to = promouvoir en
promotion-queen = dame
promotion-rook = tour
promotion-bishop = fou
promotion-knight = cavalier
promotion-king = roi
promotion-pawn = pion

## Le relevé des temps : silence et parties sur serveur

silence-title = silence : les { $side } attendent une réponse depuis le { $date }
silence-repeated-on = ; répété le { $date }
silence-counted-from-repeat = , compté depuis la répétition du { $date }
silence-repeat-sent = répétition envoyée :
silence-record-repeat = enregistrer la répétition
silence-record-repeat-hint = la date où le coup a été répété avec tous les détails (E3.1, P12)
silence-clear-repeat = effacer la répétition
server-never-synced = jamais synchronisée
server-synced-on = à la synchronisation du { $date }
server-game-clocks = Partie sur serveur { $game } sur { $server } : le serveur tient ses pendules, { $synced } : la mienne { $mine }, celle de l'adversaire { $theirs } ; { $whose }.
server-no-days-counted = Aucun jour n'est compté ici selon un règlement : congés, réclamations au temps et contrôle du temps relèvent du serveur.
server-col-by = par
server-col-received-hint = le jour où le coup de l'adversaire est arrivé à ce bureau : la synchronisation qui l'a apporté (E2.7)
server-col-sent-hint = le jour où mon coup a été envoyé au serveur (E2.8)
server-by-me = moi
server-by-opponent = adversaire

## Le relevé des temps : congés

leave-whole-game = toute la partie
leave-balance = { $period } : { $used } jours utilisés sur { $allowance }, { $left } restants ({ $rule })
leave-balance-td = ; accordés par le directeur du tournoi : { $used } sur { $allowance } (E8.3)
leave-none-booked = aucun congé réservé : { $days } jours permis ({ $rule })
leave-beyond-allowance =
    { $days ->
        [one] { $days } jour réservé au-delà du congé permis : la pendule y tourne
       *[other] { $days } jours réservés au-delà du congé permis : la pendule y tourne
    }
leave-cancelled-days =
    { $days ->
        [one] { $days } jour annulé dans cette partie par une réponse pendant le congé (E8.4)
       *[other] { $days } jours annulés dans cette partie par une réponse pendant le congé (E8.4)
    }
leave-booking =
    { $days ->
        [one] du { $from } au { $to } ({ $days } jour)
       *[other] du { $from } au { $to } ({ $days } jours)
    }
leave-booking-granted = , accordé par le directeur du tournoi
leave-booking-announced = , annoncé le { $date }
leave-booking-announced-late = , annoncé en retard le { $date } (E8.2)
leave-booking-new-year = , à cheval sur le nouvel an
leave-cancel = annuler le congé
leave-cancel-hint = retirer cette réservation de toutes les parties du joueur
leave-book-heading = réserver un congé (pour toutes les parties du joueur) :
leave-from = du :
leave-to = au :
leave-announced = annoncé :
leave-granted-by-td = accordé par le directeur du tournoi (E8.3)
leave-book = réserver le congé

## Le relevé des temps : réclamations et pénalités

claims-heading = réclamations
claims-none = Aucune réclamation.
claims-claim = les { $claimant } réclament le temps des { $offender } dans la période { $period } (coups { $first }-{ $last }) : envoyée le { $sent }, reçue le { $received }
claims-protest-reached = la contestation a atteint le directeur du tournoi le { $date }
claims-awaiting-protest = une contestation peut atteindre le directeur du tournoi jusqu'au { $date } (E7.3)
claims-awaiting-decision = contestée : en attente de la décision du directeur du tournoi (E7.4)
claims-upheld = admise : le décompte du fautif recommence (E7.4)
claims-conceded = acceptée : aucune contestation à temps (E7.3)
claims-dismissed-barred = rejetée ; plus de réclamation dans cette période (E7.6)
claims-dismissed = rejetée
claims-protest-on = contestation le :
claims-record-protest = enregistrer la contestation
claims-uphold = admettre
claims-dismiss = rejeter
claims-dismiss-bar = rejeter, interdire d'autres réclamations
claims-dismiss-bar-hint = plus de réclamation de ce joueur dans cette période (E7.6)
claims-reopen = rouvrir
claims-withdraw = retirer la réclamation
claims-make-heading = faire une réclamation :
claims-white-claims = les Blancs réclament
claims-black-claims = les Noirs réclament
claims-period = période :
claims-no-excess = le relevé ne montre aucun dépassement des { $side } dans la période { $period }
claims-sent = envoyée :
claims-received-by-offender = reçue par le fautif :
claims-make = faire la réclamation
claims-make-hint = la réclamation va au directeur du tournoi et à l'adversaire ({ $rule }, E7.2)
penalties-heading = pénalités
penalties-none = Aucune pénalité.
penalties-penalty = { $side }, coup { $move } : { $reason }
penalties-referred-on = , demande de précision le { $date }
penalties-corrected-on = , corrigé le { $date }
penalties-remove = retirer la pénalité
penalties-cost-days = { $days } jours ({ $rule })
penalties-cost-correction = le temps jusqu'à la correction ({ $rule })
penalties-add-heading = ajouter une pénalité, qui coûte { $cost } :
penalties-move = coup :
penalties-reason = motif
penalties-referred = demande de précision :
penalties-corrected = corrigé :
penalties-add = ajouter la pénalité

## Le relevé des temps : le règlement

rules-played-under = cette partie se joue selon :
rules-not-in-project = le règlement { $rules } n'est pas dans le projet
rules-games-using =
    { $games ->
        [one] { $games } partie du projet l'utilise.
       *[other] { $games } parties du projet l'utilisent.
    }
rules-apply = appliquer à ce règlement
rules-apply-hint = chaque partie selon ce règlement suit les nouveaux nombres
rules-revert = revenir
rules-copy = copier pour cette partie
rules-copy-hint = un nouveau règlement avec ces nombres, utilisé par cette partie seule
rules-copy-name =
    { $n ->
        [1] { $name } (copie)
       *[other] { $name } (copie { $n })
    }
rules-name = nom
rules-days-per-control = jours par contrôle (E6.1)
rules-moves-per-control = coups par contrôle (E6.1)
rules-excesses = dépassements tolérés (E6.2)
rules-penalty = pénalité (E6.6, P09)
rules-fixed-days = jours fixes
rules-until-correction = le temps jusqu'à la correction
rules-transit-days = jours d'acheminement supposés (E2.12)
rules-leave-days = jours de congé (E8.1, P11)
rules-leave-counted = congé compté
rules-per-year = par an
rules-per-game = par partie
rules-td-extra-leave = congé supplémentaire que le directeur du tournoi peut accorder (E8.3)
rules-excluded-days = jours exclus
rules-no-sundays = pas de temps le dimanche (P08)
rules-same-day-reply = réponse le jour même
rules-counts-zero = compte zéro (P08)
rules-repeat-after = répétition après jours (E3.1, P12)
rules-escalate-after = signalement après jours (E3.2, P12)
rules-protest-window = délai de contestation (E7.3)
rules-claim-window = délai de réclamation (P13)
rules-days = jours
rules-with-reply = avec la réponse au coup de contrôle (E7.1)
rules-upheld-claim = une réclamation admise
rules-restarts-count = relance le décompte (E7.4)

## Scroll bars and the calendar

scroll-bar-horizontal = { $what }, barre de défilement horizontale
scroll-bar-vertical = { $what }, barre de défilement verticale
calendar-name = calendrier : { $field }
calendar-hint = choisir la date sur un calendrier
calendar-previous-month = Mois précédent
calendar-previous-month-hint = mois précédent
calendar-next-month = Mois suivant
calendar-next-month-hint = mois suivant

## Where the keyboard goes

focus-board = l'échiquier
focus-move-field = le champ Coup
focus-games-list = la liste des parties
focus-due-list = la liste des échéances
said-keyboard-not-moved = { $target } n'est pas affiché : le clavier reste où il était

## The correspondence pane

corr-reply-hint = écrire le message de la partie choisie
corr-export = Exporter…
corr-export-hint = la correspondance de la partie en fichier texte pour le directeur du tournoi (E5.1)
corr-filter = Filtre :
corr-filter-hint = un coup, un nom, une date…
corr-all-games = toutes les parties
corr-none-here-some-elsewhere = Aucun message gardé pour la partie { $game } ; { $elsewhere } dans d'autres parties (cocher « toutes les parties »).
corr-none-here = Aucun message gardé pour la partie { $game }.
corr-none = Aucun message gardé.
corr-count =
    { $count ->
        [one] { $count } message
       *[other] { $count } messages
    }
corr-not-mailed = {" "}· pas envoyé par courriel
corr-send-hint = l'envoyer maintenant par votre compte de courriel (Édition > Compte de messagerie…) ; un coup noté un autre jour part daté du jour de l'envoi
corr-copy-hint = copier ce message, par exemple pour l'envoyer à nouveau
corr-arrived = { $sender }, reçu le { $date }
corr-arrived-assumed = { $sender }, reçu le { $date } (supposé, E2.9)
corr-as-read = Tel que ccdesk l'a lu
corr-export-title = Exporter la correspondance
corr-exported = correspondance de la partie { $game } exportée vers { $path }
corr-not-exported = rien n'a été exporté : { $why }

## The analysis pane

analysis-stop = Arrêter l'analyse
analysis-start = Lancer l'analyse
analysis-engine = Moteur : { $engine }
analysis-restart = Appuyez sur « Lancer l'analyse » pour redémarrer le moteur.
analysis-nodes =
    { $nodes ->
        [one] { $nodes } nœud
       *[other] { $nodes } nœuds
    }
analysis-depth = profondeur { $depth }
analysis-add-line = Ajouter la ligne
analysis-add-line-hint = garder cette ligne avec l'analyse de la partie, à part de ses coups
analysis-tablebase = Tables de finales
analysis-tablebase-needs-tables = Il faut les tables Syzygy : choisissez le dossier des fichiers *.rtbw et *.rtbz dans Édition › Réglages du moteur….
analysis-tablebase-no-answer = Pas de réponse des tables de finales : { $why }.
analysis-off-server = L'aide des moteurs et des tables de finales est désactivée pour cette partie : { $server } l'interdit (noEngines ou noTablebases).
analysis-off-event = L'aide des moteurs et des tables de finales est désactivée pour { $event } : son règlement l'interdit.
analysis-allow-again = Elle peut être de nouveau permise dans Édition › Moteur permis dans ce tournoi.
analysis-select-game = Choisissez une partie pour en analyser la position.
analysis-eval-bar = évaluation { $eval } ({ $side } mieux), par { $engine }
analysis-engine-allowed = Moteur permis dans ce tournoi
analysis-engine-allowed-hint = désactivé quand le règlement de { $event } interdit l'aide des moteurs et des tables de finales : la fenêtre la cache alors pour ses parties
