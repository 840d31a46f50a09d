# Le constatazioni della verifica in italiano: ciò che `ccdesk check` e la
# finestra elencano (ammissibilità, decisioni dovute).

## La riga di una constatazione: la sua gravità, la sua regola e ciò che è stato trovato.
finding-line = { $severity } ({ $rule }): { $what }
finding-severity-note = nota
finding-severity-warning = avviso
finding-severity-breach = violazione

## Ammissibilità (C05-C07, C11-C14)
finding-plays-for-another-team = { $player } gioca anche per un'altra squadra ({ $first })
finding-combined-with-itself = una squadra non può combinare un'azienda con sé stessa
finding-combined-needs-approval = squadra combinata di { $company } e { $partner }: serve l'approvazione del Comitato
finding-membership-above-boards = i soci richiesti ({ $required }) superano il numero di scacchiere ({ $boards })
finding-too-few-members = { $members ->
        [one] { $members } socio del Club
       *[other] { $members } soci del Club
    }, { $required } richiesti per { $division }
finding-too-few-players = { $players ->
        [one] { $players } giocatore iscritto
       *[other] { $players } giocatori iscritti
    } per { $boards ->
        [one] { $boards } scacchiera
       *[other] { $boards } scacchiere
    }
finding-too-many-players = { $players } giocatori iscritti per { $boards ->
        [one] { $boards } scacchiera
       *[other] { $boards } scacchiere
    }: gli ultimi non hanno scacchiera
finding-not-a-player = { $player } non è un giocatore del progetto
finding-other-company = { $player } non gioca per l'azienda della squadra
finding-ex-employee = { $player } se n'è andato il { $left }; datori di lavoro successivi: { $employers }
finding-no-later-employers = nessuno
finding-later-employer-competes = { $player } è stato poi assunto da { $employer }, che ha una squadra nella competizione
finding-ex-employees-over-half = { $ex ->
        [one] { $ex } ex dipendente
       *[other] { $ex } ex dipendenti
    } in una squadra di { $size }: al massimo la metà
finding-too-many-ex-employees = { $ex ->
        [one] { $ex } ex dipendente
       *[other] { $ex } ex dipendenti
    }: al massimo { $most }
finding-rated-above-board-above = { $player } (scacchiera { $board }, Elo { $rating }) ha un Elo più alto di { $above } (scacchiera { $above_board }, Elo { $above_rating })
finding-rated-above-stronger-team = { $player } (Elo { $rating }) è in { $team } ma ha un Elo più alto di un giocatore di una squadra più forte dell'azienda (Elo { $weakest })

## Una violazione e la decisione presa (C15, C21, C37, C38)
finding-breach-and-ruling = { $breach } ({ $rule }); { $ruling }
finding-ruled = deciso: { $ruling }
finding-ruling-due-c21 = decisione dovuta secondo C21: fino a 4 punti partita tolti e/o le partite date vinte all'avversario
finding-ruling-due-c15 = decisione dovuta secondo C15: fino a 4 punti partita tolti per giocatore interessato
finding-ruling-due-other = decisione dovuta secondo { $under }: decide l'organizzatore
finding-organiser-decides = decide l'organizzatore (C37)
finding-deducted = { $points } punti partita tolti il { $day } ({ $under })
finding-deducted-withdrawn = { $points } punti partita tolti il { $day } ({ $under }), annullati: { $withdrawal } (C38)
finding-withdrawn-on-appeal = il Comitato ha accolto l'appello del { $appealed } il { $day }
finding-withdrawn-in-error = inseriti per errore, tolti dall'organizzatore il { $day }

## Le scadenze della stagione (C09-C11, C16, C22, C24, C28, C37)
finding-due-entry = iscrizione di { $company } non registrata
finding-due-form = modulo squadra di { $company } non restituito
finding-due-pairing-list = lista degli abbinamenti non inviata a { $company }
finding-due-no-pairings = { $division } non ha abbinamenti
finding-due-no-result = nessun risultato per { $white } – { $black } (partita { $game }): sottoporre ad aggiudicazione
finding-due-captains-disagree = i capitani sono in disaccordo sul risultato della partita { $game }
finding-due-adjudication-fees = { $company } deve { $amount } di tasse di aggiudicazione
finding-due-fees = { $company } deve { $amount }
finding-due-reminder = inviare a { $company } un sollecito delle quote almeno { $days } giorni prima dell'espulsione
finding-due-liable-to-expulsion = { $company } è stata sollecitata il { $reminded } e può essere espulsa dal { $from }
finding-due-address-change = cambio d'indirizzo di { $player } del { $occurred } non notificato al capitano e agli avversari

## Ciò che è dovuto in un caso di aggiudicazione, e da chi (C24-C27, E10-E11, E13.2)
finding-case-due = { $from }: { $what } ({ $rule })
finding-case-due-by = { $from }: { $what } entro il { $by } ({ $rule })
finding-party-white = Bianco
finding-party-black = Nero
finding-party-organiser = l'organizzatore
finding-party-adjudicator = l'arbitro { $name }
finding-body-original = gli arbitri originali
finding-body-final = la federazione nazionale
finding-body-second = un secondo arbitro
finding-verdict-white = vittoria del Bianco (1-0)
finding-verdict-black = vittoria del Nero (0-1)
finding-verdict-draw = patta (½-½)
finding-step-appeal-analysis = appello, se c'è, con un'analisi della posizione
finding-step-appeal = appello, se c'è (può accompagnarlo altra analisi)
finding-step-second-adjudicator = ottenere la decisione di un altro arbitro e notificarla a entrambe le parti
finding-step-rule-on-appeal = decidere sull'appello
finding-step-default-upheld = applicare la forfait: la richiesta del { $side } è accolta ({ $verdict })
finding-step-default-both = applicare la forfait: sconfitta per entrambi
finding-step-claim-diagrams = richiesta (vittoria o patta), la partita e due diagrammi
finding-step-claim-moves = richiesta (vittoria o patta), le mosse e la posizione, analisi se c'è
finding-step-decide-unsubmitted = decidere la partita: nessuna parte ha presentato nulla
finding-step-send-to-adjudicators = inviare la posizione, senza le richieste, a { $n ->
        [one] { $n } arbitro
       *[other] { $n } arbitri
    }
finding-step-send-to-independent = inviare la posizione, senza le richieste, a { $n ->
        [one] { $n } arbitro indipendente
       *[other] { $n } arbitri indipendenti
    }
finding-step-opinion = parere sulla posizione
finding-step-send-to-third = inviare la posizione e i due pareri a un terzo arbitro
finding-step-notify-decision = notificare la decisione a entrambe le parti, dicendo chi può fare appello
finding-due-now = ora ({ $rule })
finding-party-nobody = nessuno
finding-state-waiting = in attesa delle richieste
finding-state-with-adjudicators = presso gli arbitri
finding-state-decided = deciso
finding-state-under-appeal = in appello
finding-state-final = definitivo

## The file check's word on the status line (issue 19)
finding-check-found = la verifica del file ha trovato { $count ->
        [one] { $count } problema
       *[other] { $count } problemi
    }, il primo { $first }; `ccdesk check` { $count ->
        [one] lo elenca
       *[other] li elenca tutti
    }

## Ciò che la verifica del file ha trovato, e dove (issue 19)
finding-problem = { $place }: { $what }
finding-place-project = progetto
finding-place-player = giocatore { $player }
finding-place-player-named = giocatore { $player } ({ $name })
finding-place-company = azienda { $company }
finding-place-division = girone { $division }
finding-place-team = squadra { $team }
finding-place-team-named = squadra { $team } ({ $name })
finding-place-pairing = girone { $division }, abbinamento { $number }
finding-place-game = partita { $game }
finding-place-move = partita { $game }, mossa { $number } ({ $san })
finding-invalid-format-version = format_version è { $found }, questa versione legge { $reads }
finding-invalid-id-twice = l'identificativo è usato due volte
finding-invalid-no-name = non ha nome
finding-invalid-unknown-company = gioca per l'azienda { $company }, che non è nel progetto
finding-invalid-no-boards = non ha scacchiere
finding-invalid-company-not-in-project = l'azienda { $company } non è nel progetto
finding-invalid-players-for-boards = ha { $players } giocatori per { $boards ->
        [one] { $boards } scacchiera
       *[other] { $boards } scacchiere
    }
finding-invalid-player-not-in-project = il giocatore { $player } non è nel progetto
finding-invalid-team-not-in-division = la squadra { $team } non è nel girone
finding-invalid-board-outside = la scacchiera { $board } è fuori da 1..{ $boards }
finding-invalid-paired-twice = la squadra { $team } scacchiera { $board } è abbinata due volte
finding-invalid-paired-against-itself = una squadra è abbinata contro sé stessa
finding-invalid-plays-himself = un giocatore non può giocare contro sé stesso
finding-invalid-conditional-too-deep = la sua linea condizionale dopo la mossa { $after } è profonda { $depth } mosse attese; ccdesk ne tiene al massimo { $most }
finding-invalid-sent-before-received = inviata il { $sent } prima di essere ricevuta il { $received }
finding-invalid-arrived-before-sent = arrivata il { $arrived } prima di essere inviata ({ $sent })
finding-invalid-ledger = il suo conteggio del tempo non può essere calcolato: { $why }
finding-invalid-team-not-in-the-season = la squadra { $team } non è nella stagione
finding-invalid-team-not-in-season = la squadra { $team } non è nella stagione { $season }
finding-invalid-unknown-division = il suo abbinamento nomina il girone { $division }, che la stagione non ha: il suo risultato uscirebbe dalla classifica
finding-invalid-after-close = inviata il { $sent }, dopo la chiusura del gioco il { $closes } (C19): la posizione va ad aggiudicazione com'era

## Un passo registrato dopo la sua scadenza (C09-C11, C16, C24)
finding-late-received = in ritardo: ricevuto il { $date }, dovuto il { $due } ({ $rule })
finding-late-returned = in ritardo: restituito il { $date }, dovuto il { $due } ({ $rule })
finding-late-sent = in ritardo: inviato il { $date }, dovuto il { $due } ({ $rule })
finding-late-entry = l'iscrizione di { $company } { $late }
finding-late-form = il modulo della squadra di { $company } { $late }
finding-late-pairing-list = la lista degli abbinamenti a { $company } { $late }
finding-late-reminder = il sollecito delle quote a { $company } { $late }
finding-late-expulsion = l'espulsione di { $company } { $late }
finding-late-claim = la richiesta del { $side } nella partita { $game } { $late }
finding-late-payment = un pagamento di { $amount } da { $company } { $late }
finding-dates-received-before-sent = { $san } non può essere ricevuta ({ $received }) prima di essere inviata ({ $sent })

## What a reminder asks of the desk's owner (E3.1-E3.3, P12)
duty-repeat-by-post = ripetere la mia mossa in { $game } con tutti i dettagli per raccomandata
duty-repeat-with-copy = ripetere la mia mossa in { $game } con tutti i dettagli, con una copia al direttore del torneo
duty-inform-director = informare il direttore del torneo che { $game } non ha avuto risposta, e attendere la sua decisione
duty-ask-captain = chiedere al mio capitano di informare l’organizzatore che { $game } non ha avuto risposta
duty-opponent-may-lose = nessuna mossa dell’avversario in { $game }{ $days ->
        [0] {""}
       *[other] {" "}da { $days } giorni
    }: la partita può essere data persa a un giocatore che non ha informato il direttore del torneo del ritardo
duty-i-may-lose = nessuna mossa mia in { $game }{ $days ->
        [0] {""}
       *[other] {" "}da { $days } giorni
    }: la partita può essere data persa contro di me
