# Les constats de la vérification en français : ce que `ccdesk check` et
# la fenêtre listent (qualification, décisions dues).

## La ligne d'un constat : sa gravité, sa règle et ce qui a été trouvé.
finding-line = { $severity } ({ $rule }) : { $what }
finding-severity-note = note
finding-severity-warning = avertissement
finding-severity-breach = infraction

## Qualification (C05-C07, C11-C14)
finding-plays-for-another-team = { $player } joue aussi pour une autre équipe ({ $first })
finding-combined-with-itself = une équipe ne peut pas associer une entreprise à elle-même
finding-combined-needs-approval = équipe commune de { $company } et { $partner } : il faut l'approbation du Comité
finding-membership-above-boards = le nombre de membres exigé ({ $required }) dépasse le nombre d'échiquiers ({ $boards })
finding-too-few-members = { $members ->
        [one] { $members } membre du Club
       *[other] { $members } membres du Club
    }, { $required } exigés pour { $division }
finding-too-few-players = { $players ->
        [one] { $players } joueur inscrit
       *[other] { $players } joueurs inscrits
    } pour { $boards ->
        [one] { $boards } échiquier
       *[other] { $boards } échiquiers
    }
finding-too-many-players = { $players } joueurs inscrits pour { $boards ->
        [one] { $boards } échiquier
       *[other] { $boards } échiquiers
    } : les derniers n'ont pas d'échiquier
finding-not-a-player = { $player } n'est pas un joueur du projet
finding-other-company = { $player } ne joue pas pour l'entreprise de l'équipe
finding-ex-employee = { $player } est parti le { $left } ; employeurs suivants : { $employers }
finding-no-later-employers = aucun
finding-later-employer-competes = { $player } a depuis été employé par { $employer }, qui a une équipe dans la compétition
finding-ex-employees-over-half = { $ex ->
        [one] { $ex } ancien employé
       *[other] { $ex } anciens employés
    } dans une équipe de { $size } : la moitié au plus
finding-too-many-ex-employees = { $ex ->
        [one] { $ex } ancien employé
       *[other] { $ex } anciens employés
    } : { $most } au plus
finding-rated-above-board-above = { $player } (échiquier { $board }, classé { $rating }) est classé au-dessus de { $above } (échiquier { $above_board }, classé { $above_rating })
finding-rated-above-stronger-team = { $player } (classé { $rating }) est dans { $team } mais classé au-dessus d'un joueur d'une équipe plus forte de l'entreprise (classé { $weakest })

## Une infraction et la décision prise (C15, C21, C37, C38)
finding-breach-and-ruling = { $breach } ({ $rule }) ; { $ruling }
finding-ruled = décidé : { $ruling }
finding-ruling-due-c21 = décision due selon C21 : jusqu'à 4 points de parties retirés et/ou les parties comptées gagnées par l'adversaire
finding-ruling-due-c15 = décision due selon C15 : jusqu'à 4 points de parties retirés par joueur concerné
finding-ruling-due-other = décision due selon { $under } : l'organisateur décide
finding-organiser-decides = l'organisateur décide (C37)
finding-deducted = { $points } points de parties retirés le { $day } ({ $under })
finding-deducted-withdrawn = { $points } points de parties retirés le { $day } ({ $under }), annulés : { $withdrawal } (C38)
finding-withdrawn-on-appeal = le Comité a accueilli l'appel du { $appealed } le { $day }
finding-withdrawn-in-error = saisis par erreur, retirés par l'organisateur le { $day }

## Les échéances de la saison (C09-C11, C16, C22, C24, C28, C37)
finding-due-entry = inscription de { $company } non enregistrée
finding-due-form = formulaire d'équipe de { $company } non renvoyé
finding-due-pairing-list = liste des appariements non envoyée à { $company }
finding-due-no-pairings = { $division } n'a pas d'appariements
finding-due-no-result = aucun résultat pour { $white } – { $black } (partie { $game }) : soumettre à l'arbitrage
finding-due-captains-disagree = les capitaines sont en désaccord sur le résultat de la partie { $game }
finding-due-adjudication-fees = { $company } doit { $amount } de frais d'arbitrage
finding-due-fees = { $company } doit { $amount }
finding-due-reminder = envoyer à { $company } un rappel de cotisation au moins { $days } jours avant l'exclusion
finding-due-liable-to-expulsion = { $company } a reçu un rappel le { $reminded } et peut être exclue à partir du { $from }
finding-due-address-change = changement d'adresse de { $player } du { $occurred } non notifié au capitaine et aux adversaires

## Ce qui est dû dans un cas d'arbitrage, et par qui (C24-C27, E10-E11, E13.2)
finding-case-due = { $from } : { $what } ({ $rule })
finding-case-due-by = { $from } : { $what } avant le { $by } ({ $rule })
finding-party-white = Blancs
finding-party-black = Noirs
finding-party-organiser = l'organisateur
finding-party-adjudicator = l'arbitre { $name }
finding-body-original = les arbitres initiaux
finding-body-final = la fédération nationale
finding-body-second = un deuxième arbitre
finding-verdict-white = gain des Blancs (1-0)
finding-verdict-black = gain des Noirs (0-1)
finding-verdict-draw = nulle (½-½)
finding-step-appeal-analysis = appel éventuel, avec une analyse de la position
finding-step-appeal = appel éventuel (une analyse supplémentaire peut l'accompagner)
finding-step-second-adjudicator = obtenir la décision d'un autre arbitre et la notifier aux deux camps
finding-step-rule-on-appeal = statuer sur l'appel
finding-step-default-upheld = appliquer le forfait : la réclamation des { $side } est retenue ({ $verdict })
finding-step-default-both = appliquer le forfait : perte pour les deux
finding-step-claim-diagrams = réclamation (gain ou nulle), la partie et deux diagrammes
finding-step-claim-moves = réclamation (gain ou nulle), les coups et la position, une analyse le cas échéant
finding-step-decide-unsubmitted = décider la partie : aucun camp n'a rien soumis
finding-step-send-to-adjudicators = envoyer la position, sans les réclamations, à { $n ->
        [one] { $n } arbitre
       *[other] { $n } arbitres
    }
finding-step-send-to-independent = envoyer la position, sans les réclamations, à { $n ->
        [one] { $n } arbitre indépendant
       *[other] { $n } arbitres indépendants
    }
finding-step-opinion = avis sur la position
finding-step-send-to-third = envoyer la position et les deux avis à un troisième arbitre
finding-step-notify-decision = notifier la décision aux deux camps, en disant qui peut faire appel
finding-due-now = maintenant ({ $rule })
finding-party-nobody = personne
finding-state-waiting = en attente des réclamations
finding-state-with-adjudicators = chez les arbitres
finding-state-decided = décidé
finding-state-under-appeal = en appel
finding-state-final = définitif

## The file check's word on the status line (issue 19)
finding-check-found = la vérification du fichier a trouvé { $count ->
        [one] { $count } problème
       *[other] { $count } problèmes
    }, d'abord { $first } ; `ccdesk check` { $count ->
        [one] le liste
       *[other] les liste tous
    }

## Ce que la vérification du fichier a trouvé, et où (issue 19)
finding-problem = { $place } : { $what }
finding-place-project = projet
finding-place-player = joueur { $player }
finding-place-player-named = joueur { $player } ({ $name })
finding-place-company = entreprise { $company }
finding-place-division = division { $division }
finding-place-team = équipe { $team }
finding-place-team-named = équipe { $team } ({ $name })
finding-place-pairing = division { $division }, appariement { $number }
finding-place-game = partie { $game }
finding-place-move = partie { $game }, coup { $number } ({ $san })
finding-invalid-format-version = format_version vaut { $found }, cette version lit { $reads }
finding-invalid-id-twice = l'identifiant est utilisé deux fois
finding-invalid-no-name = n'a pas de nom
finding-invalid-unknown-company = joue pour l'entreprise { $company }, qui n'est pas dans le projet
finding-invalid-no-boards = n'a pas d'échiquiers
finding-invalid-company-not-in-project = l'entreprise { $company } n'est pas dans le projet
finding-invalid-players-for-boards = a { $players } joueurs pour { $boards ->
        [one] { $boards } échiquier
       *[other] { $boards } échiquiers
    }
finding-invalid-player-not-in-project = le joueur { $player } n'est pas dans le projet
finding-invalid-team-not-in-division = l'équipe { $team } n'est pas dans la division
finding-invalid-board-outside = l'échiquier { $board } est hors de 1..{ $boards }
finding-invalid-paired-twice = l'équipe { $team } échiquier { $board } est appariée deux fois
finding-invalid-paired-against-itself = une équipe est appariée contre elle-même
finding-invalid-plays-himself = un joueur ne peut pas jouer contre lui-même
finding-invalid-conditional-too-deep = sa ligne conditionnelle après le coup { $after } a { $depth } coups attendus ; ccdesk en garde au plus { $most }
finding-invalid-sent-before-received = envoyé le { $sent } avant d'être reçu le { $received }
finding-invalid-arrived-before-sent = arrivé le { $arrived } avant d'être envoyé ({ $sent })
finding-invalid-ledger = son décompte du temps ne peut pas être établi : { $why }
finding-invalid-team-not-in-the-season = l'équipe { $team } n'est pas dans la saison
finding-invalid-team-not-in-season = l'équipe { $team } n'est pas dans la saison { $season }
finding-invalid-unknown-division = son appariement nomme la division { $division }, que la saison n'a pas : son résultat sortirait du classement
finding-invalid-after-close = envoyé le { $sent }, après la clôture du jeu le { $closes } (C19) : la position va à l'arbitrage telle qu'elle était

## Une étape enregistrée après son échéance (C09-C11, C16, C24)
finding-late-received = en retard : reçue le { $date }, due le { $due } ({ $rule })
finding-late-returned = en retard : renvoyée le { $date }, due le { $due } ({ $rule })
finding-late-sent = en retard : envoyée le { $date }, due le { $due } ({ $rule })
finding-late-entry = l'inscription de { $company } { $late }
finding-late-form = le formulaire d'équipe de { $company } { $late }
finding-late-pairing-list = la liste des appariements à { $company } { $late }
finding-late-reminder = le rappel de cotisation à { $company } { $late }
finding-late-expulsion = l'exclusion de { $company } { $late }
finding-late-claim = la réclamation des { $side } dans la partie { $game } { $late }
finding-late-payment = un paiement de { $amount } de { $company } { $late }
finding-dates-received-before-sent = { $san } ne peut pas être reçu ({ $received }) avant d'avoir été envoyé ({ $sent })

## What a reminder asks of the desk's owner (E3.1-E3.3, P12)
duty-repeat-by-post = répéter mon coup dans { $game } avec tous les détails, par lettre recommandée
duty-repeat-with-copy = répéter mon coup dans { $game } avec tous les détails, avec une copie au directeur du tournoi
duty-inform-director = informer le directeur du tournoi que { $game } est resté sans réponse, et attendre sa décision
duty-ask-captain = demander à mon capitaine d’informer l’organisateur que { $game } est resté sans réponse
duty-opponent-may-lose = aucun coup de l’adversaire dans { $game }{ $days ->
        [0] {""}
       *[other] {" "}depuis { $days } jours
    } : la partie peut être perdue par un joueur qui n’a pas informé le directeur du tournoi du retard
duty-i-may-lose = aucun coup de ma part dans { $game }{ $days ->
        [0] {""}
       *[other] {" "}depuis { $days } jours
    } : la partie peut m’être comptée perdue
