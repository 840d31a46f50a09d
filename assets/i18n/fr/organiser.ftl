# Les panneaux de l'organisateur (compétition par équipes et arbitrage) en français.

## The admin pane: its competition, season and division lines

admin-no-competition = Aucune compétition par équipes dans ce projet.
admin-start-competition = commencer une compétition…
admin-start-competition-hint = son nom, l'organisateur et la première saison aux dates par défaut (C03, C04, C09-C11, C16, C19, C24, C25)
admin-no-season = La compétition n'a pas encore de saison.
admin-champions-and = et
admin-champions = Champions { $season } : { $champions } (C31) · tous les trophées (C30)
admin-no-divisions = Cette saison n'a pas encore de divisions.
admin-division-label = division
admin-division-title =
    { $name } ({ $teams ->
        [one] { $teams } équipe
       *[other] { $teams } équipes
    }, { $boards ->
        [one] { $boards } échiquier
       *[other] { $boards } échiquiers
    })
admin-new-division = nouvelle division…
admin-new-division-hint = ajouter une division à cette saison : son nom et ses échiquiers par équipe (C05)
admin-season-label = Saison
admin-season-current = { $name } (en cours)
admin-season-choice-hint = une saison passée est montrée telle qu'elle était : équipes, appariements, parties, résultats, classement, tableau croisé, calendrier et frais, et leurs exports ; rien ne peut y être changé
admin-season-read-only = Saison { $name } telle qu'elle était : lecture seule. Les changements se font dans la saison en cours.
admin-season-back = retour à { $name }
admin-season-back-hint = montrer à nouveau la saison en cours
admin-earlier-season-unchanged = La saison { $season } est montrée telle qu'elle était : rien ne peut y être changé ; choisissez la saison en cours pour faire des changements.

## The admin pane's tabs

admin-tab-teams = Équipes ({ $n })
admin-tab-pairings = Appariements ({ $n })
admin-tab-games = Parties ({ $n })
admin-tab-results = Résultats
admin-tab-standings = Classement
admin-tab-crosstable = Tableau croisé
admin-tab-deductions = Pénalités
admin-tab-calendar = Calendrier
admin-tab-fees = Frais
admin-tabs-more = plus ▾
admin-tabs-more-hint = les onglets qui ne tiennent pas dans la largeur
admin-games-list = Parties de la division

## Calendar buttons

admin-change-dates = changer les dates…
admin-change-dates-hint = les dates de la saison (C09-C11, C16, C19, C24, C25)
admin-organiser = organisateur…
admin-organiser-hint = le nom et l'adresse postale de l'organisateur, où écrivent les capitaines (C03, C23, P12)
admin-next-season = saison suivante…
admin-next-season-hint = champions enregistrés, deux montées et deux descentes selon les classements finaux, que vous pouvez changer (C31, C32)

## Teams

admin-no-teams = Pas encore d'équipes.
admin-add-team = ajouter une équipe…
admin-add-team-hint = une équipe d'une entreprise, ses joueurs dans l'ordre des échiquiers, le plus fort d'abord (C14)
admin-replace-player = remplacer un joueur…
admin-replace-player-hint = un remplaçant approuvé par l'organisateur reprend un échiquier et ses parties en cours (C20)
admin-labels-pdf = étiquettes d'adresse en PDF…
admin-labels-pdf-hint = planches A4 d'étiquettes (3 × 7) pour les représentants et capitaines de la division, le courrier de l'organisateur (C10, C11, C16) : ccdesk labels
admin-edit-division = modifier la division…
admin-edit-division-hint = son nom, et ses échiquiers avant l'appariement (C05)
admin-late-entry = inscription
admin-late-team-form = formulaire d'équipe
admin-late-of = de { $company }
admin-team-expelled = ✖ exclue (C09)
admin-team-ineligible = ✖ non éligible
admin-team-check = ⚠ à vérifier
admin-team-hint = les coordonnées de l'entreprise : représentant, contact, membres du Club (C06, C10) ; clic droit pour retirer l'équipe
admin-remove-team = retirer l'équipe
admin-captain = (capitaine)
admin-board-player = échiquier { $board } : { $player }
admin-player-hint = les coordonnées du joueur : e-mail, adresse de correspondance (C16, C22), emploi (C12, C13), classement Elo (C14) ; clic droit pour changer son échiquier ou son équipe
admin-breach = infraction : { $ruling }
admin-approved = approuvée
admin-approved-hint = enregistrer l'approbation par le Comité de cette équipe commune, datée du { $day } (la date ci-dessus) (C07)
admin-teams-list = Équipes
admin-board-up = monter à l'échiquier { $board }
admin-board-down = descendre à l'échiquier { $board }
admin-move-to-team = passer dans l'équipe
admin-move-to-team-board = { $team } (échiquier { $board })
admin-take-off-team = retirer de l'équipe

## Standings and crosstable

tables-export = exporter…
tables-standings-html = classement en HTML…
tables-standings-csv = classement en CSV…
tables-crosstable-html = tableau croisé en HTML…
tables-crosstable-csv = tableau croisé en CSV…
tables-standings-pdf = classement en PDF…
tables-crosstable-pdf = tableau croisé en PDF…
tables-standings-order = Points de parties, puis décompte par échiquier, puis élimination par échiquier (C29, C30).
tables-place = place
tables-place-hint = partagée par les équipes à égalité après chaque départage (C30)
tables-team = équipe
tables-team-hint = survoler une équipe pour son calcul
tables-game-points = points de parties
tables-game-points-hint = 1 par gain, ½ par nulle, moins les pénalités (C29)
tables-board-count = décompte par échiquier
tables-board-count-hint = son échiquier par gain, la moitié par nulle ; moins est mieux (C30)
tables-tiebreak = départage
tables-tiebreak-hint = ce qui a décidé la place face aux équipes à égalité de points
tables-working = calcul
tables-crosstable-cell = Chaque case : les points de parties de l'équipe de la ligne contre celle de la colonne (échiquiers).
tables-points = points
tables-board-by-board = { $letter } { $team } : échiquier par échiquier
tables-encounter = échiquier { $board } : { $player } c. { $opponent } ({ $team }, échiquier { $opponent_board }) : blancs { $white }, noirs { $black }

## Pairings

pairings-seed = graine
pairings-seed-hint = un nombre
pairings-generate = générer les appariements
pairings-generate-hint = tirer au sort les lettres des équipes avec cette graine (enregistrée, reproductible), apparier selon la table de Hutton et créer deux parties par appariement (C17)
pairings-seed-not-number = tapez un nombre entier comme graine du tirage
pairings-same-company-draw = Ces appariements opposeraient des équipes d'une même entreprise (C06) : { $teams }.
pairings-pair-anyway = apparier quand même
pairings-pair-anyway-hint = apparier la division comme montré, équipes d'une même entreprise comprises
pairings-cancel = annuler
pairings-cancel-hint = laisser les appariements tels quels : tirer à nouveau ou changer la table
pairings-seed-drawn = Tirage au sort fait avec la graine { $seed }.
pairings-none = Pas encore apparié.
pairings-list-pdf = liste des appariements en PDF…
pairings-list-pdf-hint = pour les capitaines : noms, équipes, échiquiers, couleurs et adresses de correspondance des adversaires (C16, C17)
pairings-list-csv = liste des appariements en CSV…
pairings-list-csv-hint = la même liste en tableur, les colonnes de ccdesk pairings (C16)
pairings-same-company = Équipes d'une même entreprise : { $teams }.
pairings-versus = c.
pairings-at-difference =
    { $pairings } à l'écart { $difference }
pairings-board-differences = Écarts d'échiquiers : { $differences }.
pairings-meetings = rencontres entre équipes

## Calendar

calendar-due =
    Dû et en retard au { $today } ({ $n ->
        [one] { $n } élément
       *[other] { $n } éléments
    })
calendar-dates = Inscriptions { $entries }, formulaires { $forms }, appariements { $pairings }, jeu du { $starts } au { $closes }, soumissions { $submissions }, frais dus { $fees }.
calendar-overdue = (en retard)
calendar-steps-dated = étapes datées :
calendar-steps-dated-hint = le jour où une étape ci-dessous a eu lieu : aujourd'hui sauf si vous la saisissez en retard (l'inscription, le formulaire, la liste, le rappel ou l'exclusion garde cette date)
calendar-late = Enregistrées après leur échéance ({ $n })

## Fees

fees-rates = Cotisation { $subscription } par membre, droit d'inscription minimal { $minimum } (C08) ; réclamation { $claim } et appel { $appeal } non retenus (C28).
fees-no-company = Aucune entreprise n'a encore inscrit d'équipe.
fees-company = entreprise
fees-entry = inscription
fees-adjudication = arbitrage
fees-arrears = arriérés
fees-paid = payé
fees-balance = solde
fees-subscriptions = cotisations { $amount } (C08)
fees-not-upheld =
    { $claims ->
        [one] { $claims } réclamation
       *[other] { $claims } réclamations
    } et { $appeals ->
        [one] { $appeals } appel
       *[other] { $appeals } appels
    } non retenus (C28)
fees-arrears-hint = dû à la fin de la saison précédente, reporté une fois

## Results

results-loss-to-both = perte pour les deux
results-annulled = annulée
results-by = { $score } par { $ending }
results-choose-result = choisissez le résultat
results-choose-ending = choisissez comment la partie s'est terminée
results-type-received = tapez le jour d'arrivée du rapport, en AAAA-MM-JJ
results-disputed = contesté (C37)
results-one-captain = { $score } (un capitaine, C23)
results-no-games = Pas encore de parties : générez d'abord les appariements.
results-as-they-stood = Les résultats tels qu'ils étaient en fin de saison.
results-choose-game = Choisissez une partie ci-dessous pour saisir son résultat.
results-game = partie
results-result = résultat
results-disputed-hint = les capitaines sont en désaccord : l'organisateur décide (C23, C37)
results-captain-of = le capitaine de { $team }
results-the-organiser = l'organisateur
results-reported-by = rapporté par
results-result-label = résultat :
results-loss-to-both-hint = les deux côtés comptés perdants (C25, E12.3)
results-annulled-hint = ne compte pour personne (E9.1)
results-as-reported-hint = le résultat tel que rapporté (C23)
results-how-it-ended = comment elle s'est terminée :
results-received-on = rapport reçu le
results-today = aujourd'hui
results-today-hint = le rapport est arrivé aujourd'hui
results-last-move-day = jour du dernier coup ({ $day })
results-last-move-day-hint = le jour du dernier coup enregistré de la partie
results-record = enregistrer le rapport
results-reported-on = { $result } rapporté le { $day }
results-report-line = { $day } : { $who } a rapporté { $result }
results-captains-disagree = Les capitaines sont en désaccord : la partie ne compte pas tant que l'organisateur n'a pas décidé (C23, C37).
results-only-one-captain = Un seul capitaine a rapporté : { $score } est retenu (C23).

## Deductions

deductions-rule-c15 = C15 : pas joué dans l'ordre de force
deductions-rule-c21 = C21 : joueur non éligible
deductions-rule-e13 = E13.1 : autre sanction
deductions-choose-team = choisissez l'équipe sanctionnée
deductions-points-range = points de parties : de ½ à 4 par joueur concerné (C15, C21), par exemple 2 ou 1.5
deductions-give-reason = donnez la raison : elle est montrée avec le classement
deductions-not-a-date = { $field } : une date (AAAA-MM-JJ)
deductions-committee-decided = décision du Comité
deductions-taken-out-on = retirée le
deductions-company-notified = entreprise avisée
deductions-company-notified-hint = le jour où l'entreprise a été informée de la pénalité
deductions-appeal-received = appel reçu
deductions-appeal-received-hint = par écrit au président, dans les 7 jours suivant l'avis (C38)
deductions-withdraw-title = Retirer la pénalité de { $points } point(s) de { $team } ({ $rule }, décidée le { $decided })
deductions-appeal-upheld = appel accueilli par le Comité (C38)
deductions-in-error = saisie par erreur
deductions-withdraw-button = retirer la pénalité
deductions-intro = Points de parties retirés à une équipe : jusqu'à 4 par joueur concerné, avec la raison (C15, C21).
deductions-team = équipe sanctionnée
deductions-choose = choisir…
deductions-player = joueur concerné
deductions-none-named = aucun nommé
deductions-up-to-4 = jusqu'à 4
deductions-rule = règle
deductions-reason = raison
deductions-reason-hint = montrée avec le classement
deductions-decided = décidée
deductions-decided-hint = la date de la décision : un appel est dû dans les 7 jours (C38)
deductions-deduct = retirer des points de parties
deductions-none = Aucune pénalité dans cette division.
deductions-col-team = équipe
deductions-col-player = joueur
deductions-deducted = retiré
deductions-why = pourquoi
deductions-withdraw = retirer
deductions-withdraw-hint = le Comité a accueilli un appel (C38), ou elle a été saisie par erreur
deductions-withdrawn = Retirées : elles ne comptent pas
deductions-col-withdrawn = retirée

## Fees and payments

payments-subscription = cotisation par membre
payments-minimum-fee = droit d'inscription minimal
payments-claim-fee = réclamation non retenue
payments-appeal-fee = appel non retenu
payments-not-an-amount = { $field } : un montant comme 12.50
payments-choose-company = choisissez l'entreprise qui a payé
payments-amount-more = montant : plus que rien, comme 25.00
payments-received = reçu
payments-set-fees-title = fixer les frais de la saison
payments-set-fees = fixer les frais
payments-from = paiement de
payments-amount = montant
payments-note = note
payments-record = enregistrer le paiement
payments-list = paiements reçus ({ $n })
payments-remove = supprimer
payments-remove-hint = un paiement saisi par erreur

## The adjudication pane: the season's dates, the cases list and its filters

adjudication-select-case = Choisissez un dossier (ou une partie) pour voir son arbitrage.
adjudication-apply = Appliquer
adjudication-cancel = Annuler
adjudication-season = Saison { $season } : fin du jeu { $closes } (C19) ; réclamations dues le { $claims } (C24) ; aucune le { $both } : perte pour les deux (C25). Nous sommes le { $today }.
adjudication-open-cases = ouvrir les dossiers à la fin du jeu
adjudication-open-cases-hint = C19 : chaque partie inachevée de la saison reçoit un dossier ({ $n } maintenant)
adjudication-play-closes-on = le jeu finit le { $day }
adjudication-every-game-has-case = chaque partie inachevée a son dossier
adjudication-apply-defaults = appliquer les forfaits C25 ({ $n })
adjudication-apply-defaults-hint = C25 : un camp qui n'a pas réclamé dans les 7 jours de plus perd face à la réclamation du camp qui l'a fait ; aucune réclamation de l'un ou l'autre au jour limite : perte pour les deux
adjudication-no-competition = Pas de compétition par équipes : les dossiers s'ouvrent partie par partie selon les règles e-mail (E10). Nous sommes le { $today }.
adjudication-filter-season = saison
adjudication-any-season = toute saison
adjudication-filter-state = état
adjudication-any-state = tout état
adjudication-filter-division = division
adjudication-any-division = toute division
adjudication-filter-team = équipe
adjudication-any-team = toute équipe
adjudication-due-within =
    dû sous { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }
adjudication-any-deadline = toute échéance
adjudication-overdue = en retard
adjudication-filter-deadline = échéance
adjudication-days = jours
adjudication-search = chercher des dossiers
adjudication-search-hint = numéro de partie, joueur ou équipe
adjudication-clear-filters = effacer les filtres
adjudication-no-cases = Aucun dossier d'arbitrage.
adjudication-no-match = Aucun dossier ne correspond aux filtres.
adjudication-col-case = dossier
adjudication-col-where = où
adjudication-col-state = état
adjudication-col-deadline = prochaine échéance
adjudication-col-due-from = dû par
adjudication-print = Imprimer
adjudication-this-game = cette partie
adjudication-every-case-of = chaque dossier de { $division }
adjudication-packets-wait = { $check } ; les envois l'attendent
adjudication-print-captain = imprimer l'envoi du capitaine…
adjudication-print-captain-hint = C24 : la feuille de partie et deux diagrammes par partie, pièces noires cerclées ; les réclamations sur des feuilles à part
adjudication-print-adjudicator = imprimer l'envoi de l'arbitre…
adjudication-print-adjudicator-hint = C26 : les positions sans les réclamations ; un troisième arbitre reçoit aussi les deux premiers avis

## Dialogs: divisions and teams

admin-cancel = annuler
forms-no-division = il n'y a pas de division { $division }
forms-boards-fixed = { $division } est appariée sur { $boards } échiquiers : ses échiquiers ne changent qu'avant l'appariement (C05)
forms-give-name = donnez un nom à la division
forms-boards-number = échiquiers : un nombre entier à partir de 1 (C05)
forms-new-division = Nouvelle division
forms-division-example = Division 1
forms-name = nom
forms-boards = échiquiers
forms-boards-hint = par équipe (C05)
forms-add-division = ajouter la division
forms-add-team-title = Ajouter une équipe à { $division }
forms-company-hint = nouvelle ou déjà inscrite
forms-players = joueurs
forms-players-hint = échiquier 1 d'abord, séparés par des virgules
forms-captain-first = Le premier joueur est le capitaine. L'éligibilité est vérifiée une fois l'équipe inscrite.
forms-add-team = ajouter l'équipe
forms-the-division = la division
forms-edit-title = Modifier { $division }
forms-division-name = nom de la division
forms-boards-per-team = échiquiers par équipe
forms-save-division = enregistrer la division

## The entries files

entries-menu = inscriptions en CSV…
entries-import-companies = importer les entreprises…
entries-import-entries = importer les inscriptions…
entries-export-companies = exporter les entreprises…
entries-export-entries = exporter les inscriptions…
entries-import-title = Importer les inscriptions
entries-bad-rows =
    { $n ->
        [one] { $n } ligne erronée : rien n'est importé tant qu'elle n'est pas corrigée.
       *[other] { $n } lignes erronées : rien n'est importé tant qu'elles ne sont pas corrigées.
    }
entries-import = importer

## The due list's steps

due-entry = inscription reçue
due-entry-hint = enregistrer l'inscription comme reçue à la date des étapes (C10)
due-form = formulaire renvoyé
due-form-hint = enregistrer le formulaire d'équipe comme renvoyé à la date des étapes (C11)
due-list-sent = liste envoyée
due-list-sent-hint = enregistrer la liste des appariements comme envoyée au représentant à la date des étapes (C16)
due-reminder = rappel envoyé
due-reminder-hint = enregistrer le rappel des frais comme envoyé à la date des étapes : l'exclusion est possible 21 jours plus tard (C09)
due-expelled = exclue
due-expelled-hint = enregistrer l'entreprise comme exclue à la date des étapes pour frais impayés, avec une décision sur les parties en cours de ses équipes (C09)
due-result = saisir le résultat…
due-result-hint = aller à la partie dans l'onglet Résultats (C23, C37)
due-payment = paiement…
due-payment-hint = enregistrer un paiement dans l'onglet Frais (C08)
due-adjudication-payment-hint = enregistrer un paiement des frais d'arbitrage dans l'onglet Frais (C28)
due-rule-default = prononcer le forfait
due-rule-default-hint = déclarer perdues par forfait les parties en cours du joueur pour le changement d'adresse non notifié, à la date des étapes (C22)
due-pairings = appariements…
due-pairings-hint = aller à l'onglet Appariements (C16)
due-date-unreadable = la date des étapes ci-dessus ne se lit pas comme une date
due-expel = exclure…
due-expel-annulled = exclure, ses parties annulées
due-expel-scored-lost = exclure, ses parties comptées perdues

## The organiser's own table

own-table-summary = La table apparie chacun une fois. Écarts d'échiquiers : { $differences }. Rencontres : { $meetings }. Lettres : { $letters }.
own-table-title = table propre de l'organisateur
own-table-rows = Une ligne par appariement, d'un côté ou des deux : { $columns } (lettres dans l'ordre des équipes).
own-table-box = table propre
own-table-import = importer la table CSV…
own-table-import-hint = lire une table d'un fichier CSV dans la zone
own-table-check = vérifier la table
own-table-pair = apparier avec cette table
own-table-pair-hint = remplacer les appariements et créer deux parties par appariement (C17)
own-table-paired = Apparié avec la table de l'organisateur.

## Next season

rollover-no-season = le projet n'a pas de saison à reconduire
rollover-no-calendar = pas de calendrier pour l'année { $year }
rollover-title = Saison suivante (C31, C32)
rollover-new-season = nouvelle saison
rollover-first-year = sa première année
rollover-seed-dates = dates par défaut pour cette année
rollover-year-invalid = sa première année : une année comme 2026
rollover-dates = dates
rollover-champions = Champions (C31) : { $names }.
rollover-no-champions = Pas de champions : la première division n'a pas de classement.
rollover-trophy = Trophée { $division } (C30) : { $holders }.
rollover-division =
    { $division } ({ $teams ->
        [one] { $teams } équipe
       *[other] { $teams } équipes
    })
rollover-promoted = ↑ promue de { $from }
rollover-relegated = ↓ reléguée de { $from }
rollover-moved = déplacée par l'organisateur depuis { $from }
rollover-move-hint = la division où { $team } joue la saison suivante
rollover-name-season = nommez la nouvelle saison, comme 2026-27
rollover-start = commencer la saison suivante

## Replacing a player

replacement-choose-team = choisissez l'équipe
replacement-approved = approuvé
replacement-title = Remplacer un joueur (C20)
replacement-board = échiquier
replacement-by = remplacé par
replacement-by-hint = un joueur de l'entreprise, ou un nouveau nom
replacement-known = Joueurs connus de l'entreprise :
replacement-takes-over = Il reprend l'échiquier et les parties en cours ; les parties finies gardent leurs joueurs.
replacement-approve = approuver le remplacement

## Starting a competition, its dates and its Organiser

start-entries-close = clôture des inscriptions (C10)
start-forms-due = formulaires d'équipe dus (C11)
start-pairings-set = appariements et frais fixés (C16, C28)
start-play-starts = début du jeu (C19)
start-play-closes = fin du jeu (C19)
start-submissions-due = soumissions dues (C24)
start-both-default = les deux camps en défaut (C25)
start-fees-due = frais dus (C09)
start-not-a-date = { $field } : `{ $text }` n'est pas une date (AAAA-MM-JJ)
start-year-invalid = année : une année comme 2026
start-give-name = donnez un nom à la compétition
start-give-season = donnez un nom à la saison, comme 2026-27
start-organiser-address = adresse de l'organisateur
start-organiser-address-hint = où les capitaines lui écrivent (C23 ; P12)
start-title = Commencer une compétition
start-competition = compétition
start-competition-example = Compétition par correspondance inter-entreprises
start-organiser = organisateur
start-organiser-hint = l'organisateur (C03)
start-season = saison
start-first-year = première année
start-first-year-hint = les inscriptions ferment cette année-là
start-seed-dates = dates par défaut pour cette année
start-seed-dates-hint = inscriptions 1er sept., formulaires 15 sept., appariements 1er oct., jeu du 15 oct. au 15 juin, soumissions 30 juin, les deux en défaut 7 juil., frais 1er janv.
start-start = commencer la compétition
start-season-dates = Dates de la saison
start-change-dates = changer les dates
start-organiser-title = Organisateur
start-save-organiser = enregistrer l'organisateur

## Player and company details

details-no-player = il n'y a pas de joueur { $player }
details-player-needs-name = le joueur doit avoir un nom
details-left-c12 = a quitté l'entreprise (C12)
details-rating-invalid = classement : un nombre entier, ou rien
details-address-changed = adresse changée le (C22)
details-told-c22 = capitaine et adversaires avisés le (C22)
details-told-before = ils ne peuvent pas être avisés avant le changement d'adresse
details-company-needs-name = l'entreprise doit avoir un nom
details-members-invalid = membres du Club : un nombre entier (C06)
details-player-title = Coordonnées du joueur
details-player = joueur
details-player-hint = nom complet (E2.4)
details-email = e-mail
details-email-hint = pour les messages de coups
details-postal-address = adresse postale
details-postal-address-hint = pour la liste des appariements (C16)
details-telephone = téléphone
details-telephone-hint = les numéros d'un capitaine vont sur la liste des appariements (C11, C16)
details-told = capitaine et adversaires avisés le
details-told-hint = vide : pas encore (C22 : sous 7 jours)
details-employment = emploi
details-employed = employé
details-retired = retraité
details-ex-employee = ancien employé (C12, C13)
details-left = a quitté l'entreprise
details-later-employers = employeurs suivants
details-later-employers-hint = séparés par ;
details-rating = classement Elo
details-rating-hint = pour vérifier l'ordre des échiquiers (C14)
details-withdrawal = retrait (E9.1)
details-withdrew = Il s'est retiré ou est décédé : ses parties en cours sont annulées, ou comptées perdues.
details-annul = annuler ses parties en cours
details-score-lost = les compter perdues
details-save-player = enregistrer le joueur
details-company-title = Coordonnées de l'entreprise
details-company-name = nom de l'entreprise
details-representative = représentant
details-representative-hint = le représentant inter-entreprises (C10)
details-rep-address = adresse du représentant
details-rep-address-hint = son adresse de correspondance (C10)
details-rep-phone = téléphone du représentant
details-rep-phone-hint = son numéro de téléphone (C10)
details-other-contact = autre contact
details-members = membres du Club
details-members-hint = qu'elle emploie (C06)
details-save-company = enregistrer l'entreprise

## The engine assessment

assessment-seconds = secondes d'évaluation
assessment-depth = profondeur d'évaluation
assessment-not-a-number = { $field } : { $text } n'est pas un nombre entier de 1 à { $max }
assessment-title = Évaluation par le moteur
assessment-none = Aucune évaluation par le moteur.
assessment-running = évaluation… ({ $limit })
assessment-running-game = évaluation de la partie { $game }…
assessment-stop = arrêter l'évaluation
assessment-stop-hint = arrêter le moteur ; rien n'est enregistré
assessment-open = évaluation par le moteur ▾
assessment-closed = évaluation par le moteur…
assessment-hint = lancer le moteur d'Édition › Réglages du moteur sur la position finale à profondeur ou temps fixe
assessment-by-depth = à une profondeur (demi-coups)
assessment-by-time = pendant un temps (secondes)
assessment-run = lancer l'évaluation
assessment-run-hint = le moteur travaille en arrière-plan ; la fenêtre reste utilisable
assessment-already-running = une évaluation est déjà en cours
assessment-recorded = { $engine } a évalué la position finale le { $day } ({ $limit }).
assessment-position-changed = La position finale de la partie a changé depuis : évaluez-la à nouveau.
assessment-hide = masquer l'évaluation
assessment-hide-hint = masquer à nouveau l'avis du moteur
assessment-show = montrer l'évaluation
assessment-show-hint = C26 : l'arbitre juge la position ; l'avis du moteur reste caché jusqu'à ce qu'on le demande
assessment-print = imprimer sur la feuille de l'arbitre
assessment-print-hint = le choix du collège ; l'envoi du capitaine ne la porte jamais (C24)
assessment-remove = supprimer l'évaluation

## One case

case-none = { $game } { $players } n'a pas de dossier d'arbitrage.
case-game-finished = La partie est terminée.
case-open-inter-office-hint = C19, C24 : le jeu a fini le { $day } ; les capitaines soumettent avant la date de la saison
case-open-email-hint = E10.1-3 : le jeu finit aujourd'hui ({ $day }) ; les deux joueurs soumettent sous 30 jours
case-inter-office-rules-name = les règles inter-entreprises
case-email-rules-name = les règles e-mail
case-open = ouvrir un dossier selon { $rules }
case-title = Dossier { $game } : { $players }
case-inter-office-rules = règles inter-entreprises (C24-C28)
case-email-rules = règles e-mail (E10, E11)
case-no-result = pas encore
case-result = Résultat de la partie : { $result }
case-due = dû : { $due }
case-deadlines-inter-office = Ouvert à la fin du jeu, le { $opened }. Réclamations dues le { $claims } (C24) ; un camp en retard a jusqu'au { $cure } (C25) ; aucune réclamation de l'un ou l'autre le { $both } : perte pour les deux (C25).
case-deadlines-email = Ouvert à la fin du jeu, le { $opened }. Coups, position et réclamation dus par les deux joueurs le { $due } (E10.1-3) ; sans analyse, pas d'appel (E10.4).
case-claims = Réclamations
case-adjudicators = Arbitres
case-decision = Décision
case-appeals = Appels
case-orders = ordres de l'organisateur (C25, E13.2)

## The adjudication case: claims, adjudicators, decision, appeals, orders

claim-too-late = {" "}– trop tard pour compter (C25)
claim-analysis-is = analyse : { $analysis }
claim-no-analysis = pas d'analyse
claim-line = { $side } réclame : { $kind }, reçue le { $received }{ $late } ; { $analysis }
claim-none-yet = { $side } : pas encore de réclamation
claim-default-applied = règle par défaut C25 appliquée le { $applied } : { $result }
claim-white = réclamation des Blancs
claim-black = réclamation des Noirs
claim-win = gain
claim-draw = nulle
claim-received = réclamation reçue le :
claim-analysis = analyse de la réclamation :
claim-record = enregistrer la réclamation
claim-record-hint = C24, E10.1-3 : une réclamation ultérieure du même camp remplace la précédente
claim-apply-default = appliquer la règle par défaut C25 : { $result }
panel-third-role = {" "}(troisième arbitre, informé des deux premiers avis)
panel-opinion-awaited = avis attendu
panel-opinion-received = avis { $verdict } reçu le { $received }
panel-referral = { $adjudicator }{ $role } : position envoyée le { $sent } ; { $opinion }
panel-third-decided = Les deux premiers arbitres étaient en désaccord ; l'avis du troisième a décidé (C26).
panel-disagree = Les deux premiers arbitres sont en désaccord : la position et les deux avis vont à un troisième (C26).
panel-adjudicator = arbitre :
panel-position-sent = position envoyée le :
panel-send-third = envoyer la position au troisième arbitre
panel-send-third-hint = C26 : le troisième arbitre reçoit la position et les deux premiers avis
panel-send = envoyer la position ({ $number } sur { $of })
panel-send-hint = C26 : à un arbitre indépendant, sans les réclamations
panel-name-adjudicator = saisissez le nom de l'arbitre
panel-opinion-of = avis de
panel-opinion-date = avis reçu le :
panel-reasons = motifs :
panel-record-opinion = enregistrer l'avis
decision-no-appeal = pas d'appel (E10.4)
decision-and = {" "}et{" "}
decision-may-appeal = { $who } peut faire appel jusqu'au { $until } ({ $rule })
decision-notified-line = { $verdict }, notifiée le { $notified } ; { $appeal }
decision-panel-verdict = Le verdict des arbitres : { $verdict } (arrêté le { $settled }).
decision-notified = notifiée le :
decision-notify = notifier la décision
decision-notify-hint = C27, E10.5 : les deux camps apprennent la décision et qui peut faire appel ; la partie reçoit son résultat
appeal-window-closed = Le délai d'appel est clos : un appel posté dans le délai peut encore être enregistré avec sa date d'envoi (C27).
appeal-appealed-on = { $side } a fait appel le { $mailed }
appeal-ruled = { $body } ({ $by }) a statué { $verdict } le { $ruled }
appeal-side-appeals = { $side } fait appel
appeal-mailed = appel posté le :
appeal-analysis = analyse de l'appel :
appeal-record = enregistrer l'appel
appeal-record-hint = C27 : dans les 14 jours, avec une analyse ; E11.1, E11.3
appeal-goes-to = L'appel va à { $body }.
appeal-ruled-by = statué par :
appeal-ruling-notified = décision notifiée le :
appeal-record-ruling = enregistrer la décision d'appel
appeal-record-ruling-hint = C27 : les arbitres d'origine, puis la fédération, dont la décision est définitive ; E11.2 : la décision d'un second arbitre est définitive
appeal-name-ruled-by = saisissez le nom de l'arbitre ou de l'instance
order-extended = les réclamations comptent jusqu'au { $until }
order-referred = la position va aux arbitres
order-scored = résultat { $outcome }
order-line = { $date } : { $what } ; { $reason }
order-dated = ordre daté du :
order-reason = motif :
order-claims-until = réclamations comptées jusqu'au :
order-extend = prolonger les réclamations
order-extend-hint = C25 : les réclamations reçues jusqu'à ce jour comptent ; les règles par défaut l'attendent
order-refer = soumettre aux arbitres maintenant
order-refer-hint = C25 : la position va à l'arbitrage quoi que disent les règles par défaut
order-score-white = résultat 1-0
order-score-draw = résultat ½-½
order-score-black = résultat 0-1
order-score-both-lose = résultat 0-0, perdue pour les deux
order-score = fixer le résultat de la partie
order-score-hint = le résultat de l'organisateur ou du directeur du tournoi ; le dossier est définitif
form-not-a-date = { $what } : { $text } n'est pas une date ; saisissez-la sous la forme 2026-06-28
