# I pannelli dell'organizzatore (torneo a squadre e arbitraggio) in italiano.

## The admin pane: its competition, season and division lines

admin-no-competition = Nessun torneo a squadre in questo progetto.
admin-start-competition = avvia un torneo…
admin-start-competition-hint = il nome, l'organizzatore e la prima stagione con le date previste (C03, C04, C09-C11, C16, C19, C24, C25)
admin-no-season = Il torneo non ha ancora una stagione.
admin-champions-and = e
admin-champions = Campioni { $season }: { $champions } (C31) · tutti i trofei (C30)
admin-no-divisions = Questa stagione non ha ancora gironi.
admin-division-label = girone
admin-division-title =
    { $name } ({ $teams ->
        [one] { $teams } squadra
       *[other] { $teams } squadre
    }, { $boards ->
        [one] { $boards } scacchiera
       *[other] { $boards } scacchiere
    })
admin-new-division = nuovo girone…
admin-new-division-hint = aggiungi un girone a questa stagione: il nome e le scacchiere per squadra (C05)
admin-season-label = Stagione
admin-season-current = { $name } (in corso)
admin-season-choice-hint = una stagione precedente è mostrata com'era: squadre, abbinamenti, partite, risultati, classifica, tabellone, calendario e quote, e le loro esportazioni; nulla vi si può cambiare
admin-season-read-only = Stagione { $name } com'era: sola lettura. Le modifiche si fanno nella stagione in corso.
admin-season-back = torna a { $name }
admin-season-back-hint = mostra di nuovo la stagione in corso
admin-earlier-season-unchanged = La stagione { $season } è mostrata com'era: nulla vi si può cambiare; scegli la stagione in corso per fare modifiche.

## The admin pane's tabs

admin-tab-teams = Squadre ({ $n })
admin-tab-pairings = Abbinamenti ({ $n })
admin-tab-games = Partite ({ $n })
admin-tab-results = Risultati
admin-tab-standings = Classifica
admin-tab-crosstable = Tabellone
admin-tab-deductions = Penalizzazioni
admin-tab-calendar = Calendario
admin-tab-fees = Quote
admin-tabs-more = altro ▾
admin-tabs-more-hint = le schede che non entrano nella larghezza
admin-games-list = Partite del girone

## Calendar buttons

admin-change-dates = cambia date…
admin-change-dates-hint = le date della stagione (C09-C11, C16, C19, C24, C25)
admin-organiser = organizzatore…
admin-organiser-hint = il nome e l'indirizzo postale dell'organizzatore, dove scrivono i capitani (C03, C23, P12)
admin-next-season = stagione successiva…
admin-next-season-hint = campioni registrati, due promozioni e due retrocessioni dalle classifiche finali, che puoi cambiare (C31, C32)

## Teams

admin-no-teams = Ancora nessuna squadra.
admin-add-team = aggiungi squadra…
admin-add-team-hint = una squadra di un'azienda, i giocatori in ordine di scacchiera, il più forte per primo (C14)
admin-replace-player = sostituisci un giocatore…
admin-replace-player-hint = un sostituto approvato dall'organizzatore rileva una scacchiera e le sue partite in corso (C20)
admin-labels-pdf = etichette indirizzi in PDF…
admin-labels-pdf-hint = fogli A4 di etichette (3 × 7) per i rappresentanti e i capitani del girone, la posta dell'organizzatore (C10, C11, C16): ccdesk labels
admin-edit-division = modifica girone…
admin-edit-division-hint = il nome, e le scacchiere prima degli abbinamenti (C05)
admin-late-entry = iscrizione
admin-late-team-form = modulo della squadra
admin-late-of = di { $company }
admin-team-expelled = ✖ espulsa (C09)
admin-team-ineligible = ✖ non ammissibile
admin-team-check = ⚠ da verificare
admin-team-hint = i dati dell'azienda: rappresentante, contatto, soci del Club (C06, C10); clic destro per togliere la squadra
admin-remove-team = togli squadra
admin-captain = (capitano)
admin-board-player = scacchiera { $board }: { $player }
admin-player-hint = i dati del giocatore: email, indirizzo per la corrispondenza (C16, C22), impiego (C12, C13), Elo (C14); clic destro per cambiarne scacchiera o squadra
admin-breach = violazione: { $ruling }
admin-approved = approvata
admin-approved-hint = registra l'approvazione del Comitato di questa squadra combinata, con data { $day } (la data sopra) (C07)
admin-teams-list = Squadre
admin-board-up = sali alla scacchiera { $board }
admin-board-down = scendi alla scacchiera { $board }
admin-move-to-team = sposta nella squadra
admin-move-to-team-board = { $team } (scacchiera { $board })
admin-take-off-team = togli dalla squadra

## Standings and crosstable

tables-export = esporta…
tables-standings-html = classifica in HTML…
tables-standings-csv = classifica in CSV…
tables-crosstable-html = tabellone in HTML…
tables-crosstable-csv = tabellone in CSV…
tables-standings-pdf = classifica in PDF…
tables-crosstable-pdf = tabellone in PDF…
tables-standings-order = Punti partita, poi conteggio per scacchiera, poi eliminazione per scacchiera (C29, C30).
tables-place = posto
tables-place-hint = condiviso dalle squadre pari dopo ogni spareggio (C30)
tables-team = squadra
tables-team-hint = passa sopra una squadra per il suo calcolo
tables-game-points = punti partita
tables-game-points-hint = 1 per vittoria, ½ per patta, meno le penalizzazioni (C29)
tables-board-count = conteggio per scacchiera
tables-board-count-hint = la propria scacchiera per vittoria, metà per patta; meno è meglio (C30)
tables-tiebreak = spareggio
tables-tiebreak-hint = cosa ha deciso il posto tra le squadre pari punti
tables-working = calcolo
tables-crosstable-cell = Ogni casella: i punti partita della squadra della riga contro quella della colonna (scacchiere).
tables-points = punti
tables-board-by-board = { $letter } { $team }: scacchiera per scacchiera
tables-encounter = scacchiera { $board }: { $player } c. { $opponent } ({ $team }, scacchiera { $opponent_board }): bianco { $white }, nero { $black }

## Pairings

pairings-seed = seme
pairings-seed-hint = un numero
pairings-generate = genera abbinamenti
pairings-generate-hint = sorteggia le lettere delle squadre con questo seme (registrato, ripetibile), abbina secondo la tabella di Hutton e crea due partite per abbinamento (C17)
pairings-seed-not-number = scrivi un numero intero come seme del sorteggio
pairings-same-company-draw = Questi abbinamenti metterebbero di fronte squadre di una stessa azienda (C06): { $teams }.
pairings-pair-anyway = abbina comunque
pairings-pair-anyway-hint = abbina il girone come mostrato, squadre di una stessa azienda incluse
pairings-cancel = annulla
pairings-cancel-hint = lascia gli abbinamenti come sono: sorteggia di nuovo o cambia la tabella
pairings-seed-drawn = Sorteggio fatto con il seme { $seed }.
pairings-none = Non ancora abbinato.
pairings-list-pdf = elenco abbinamenti in PDF…
pairings-list-pdf-hint = per i capitani: nomi, squadre, scacchiere, colori e indirizzi per la corrispondenza degli avversari (C16, C17)
pairings-list-csv = elenco abbinamenti in CSV…
pairings-list-csv-hint = lo stesso elenco come foglio di calcolo, le colonne di ccdesk pairings (C16)
pairings-same-company = Squadre di una stessa azienda: { $teams }.
pairings-versus = c.
pairings-at-difference =
    { $pairings } con differenza { $difference }
pairings-board-differences = Differenze di scacchiera: { $differences }.
pairings-meetings = incontri tra squadre

## Calendar

calendar-due =
    In scadenza e scaduto al { $today } ({ $n ->
        [one] { $n } voce
       *[other] { $n } voci
    })
calendar-dates = Iscrizioni { $entries }, moduli { $forms }, abbinamenti { $pairings }, gioco dal { $starts } al { $closes }, consegne { $submissions }, quote dovute { $fees }.
calendar-overdue = (scaduto)
calendar-steps-dated = passi datati:
calendar-steps-dated-hint = il giorno in cui è avvenuto un passo qui sotto: oggi, a meno che tu non lo inserisca in ritardo (l'iscrizione, il modulo, l'elenco, il sollecito o l'espulsione tengono questa data)
calendar-late = Registrati dopo la scadenza ({ $n })

## Fees

fees-rates = Quota { $subscription } per socio, quota minima d'iscrizione { $minimum } (C08); reclamo { $claim } e appello { $appeal } non accolti (C28).
fees-no-company = Nessuna azienda ha ancora iscritto una squadra.
fees-company = azienda
fees-entry = iscrizione
fees-adjudication = aggiudicazione
fees-arrears = arretrati
fees-paid = pagato
fees-balance = saldo
fees-subscriptions = quote { $amount } (C08)
fees-not-upheld =
    { $claims ->
        [one] { $claims } reclamo
       *[other] { $claims } reclami
    } e { $appeals ->
        [one] { $appeals } appello
       *[other] { $appeals } appelli
    } non accolti (C28)
fees-arrears-hint = dovuto alla fine della stagione precedente, riportato una volta

## Results

results-loss-to-both = sconfitta per entrambi
results-annulled = annullata
results-by = { $score } per { $ending }
results-choose-result = scegli il risultato
results-choose-ending = scegli come è finita la partita
results-type-received = scrivi il giorno in cui è arrivato il rapporto, come AAAA-MM-GG
results-disputed = contestato (C37)
results-one-captain = { $score } (un capitano, C23)
results-no-games = Ancora nessuna partita: genera prima gli abbinamenti.
results-as-they-stood = I risultati com'erano alla fine della stagione.
results-choose-game = Scegli una partita qui sotto per inserirne il risultato.
results-game = partita
results-result = risultato
results-disputed-hint = i capitani non concordano: decide l'organizzatore (C23, C37)
results-captain-of = il capitano di { $team }
results-the-organiser = l'organizzatore
results-reported-by = riferito da
results-result-label = risultato:
results-loss-to-both-hint = entrambe le parti contate perdenti (C25, E12.3)
results-annulled-hint = non conta per nessuno (E9.1)
results-as-reported-hint = il risultato come riferito (C23)
results-how-it-ended = come è finita:
results-received-on = rapporto ricevuto il
results-today = oggi
results-today-hint = il rapporto è arrivato oggi
results-last-move-day = giorno dell'ultima mossa ({ $day })
results-last-move-day-hint = il giorno dell'ultima mossa registrata della partita
results-record = registra il rapporto
results-reported-on = { $result } riferito il { $day }
results-report-line = { $day }: { $who } ha riferito { $result }
results-captains-disagree = I capitani non concordano: la partita non conta finché l'organizzatore non decide (C23, C37).
results-only-one-captain = Ha riferito un solo capitano: { $score } resta valido (C23).

## Deductions

deductions-rule-c15 = C15: non giocato in ordine di forza
deductions-rule-c21 = C21: giocatore non ammissibile
deductions-rule-e13 = E13.1: altra sanzione
deductions-choose-team = scegli la squadra penalizzata
deductions-points-range = punti partita: da ½ a 4 per giocatore interessato (C15, C21), come 2 o 1.5
deductions-give-reason = indica il motivo: è mostrato con la classifica
deductions-not-a-date = { $field }: una data (AAAA-MM-GG)
deductions-committee-decided = decisione del Comitato
deductions-taken-out-on = tolta il
deductions-company-notified = azienda avvisata
deductions-company-notified-hint = il giorno in cui l'azienda è stata informata della penalizzazione
deductions-appeal-received = appello ricevuto
deductions-appeal-received-hint = per iscritto al presidente, entro 7 giorni dall'avviso (C38)
deductions-withdraw-title = Ritirare la penalizzazione di { $points } punto/i a { $team } ({ $rule }, decisa il { $decided })
deductions-appeal-upheld = appello accolto dal Comitato (C38)
deductions-in-error = inserita per errore
deductions-withdraw-button = ritira la penalizzazione
deductions-intro = Punti partita tolti a una squadra: fino a 4 per giocatore interessato, con il motivo (C15, C21).
deductions-team = squadra penalizzata
deductions-choose = scegli…
deductions-player = giocatore interessato
deductions-none-named = nessuno indicato
deductions-up-to-4 = fino a 4
deductions-rule = regola
deductions-reason = motivo
deductions-reason-hint = mostrato con la classifica
deductions-decided = decisa
deductions-decided-hint = la data della decisione: un appello va presentato entro 7 giorni (C38)
deductions-deduct = togli punti partita
deductions-none = Nessuna penalizzazione in questo girone.
deductions-col-team = squadra
deductions-col-player = giocatore
deductions-deducted = tolto
deductions-why = perché
deductions-withdraw = ritira
deductions-withdraw-hint = il Comitato ha accolto un appello (C38), o è stata inserita per errore
deductions-withdrawn = Ritirate: non contano
deductions-col-withdrawn = ritirata

## Fees and payments

payments-subscription = quota per socio
payments-minimum-fee = quota minima d'iscrizione
payments-claim-fee = reclamo non accolto
payments-appeal-fee = appello non accolto
payments-not-an-amount = { $field }: un importo come 12.50
payments-choose-company = scegli l'azienda che ha pagato
payments-amount-more = importo: più di niente, come 25.00
payments-received = ricevuto
payments-set-fees-title = fissa le quote della stagione
payments-set-fees = fissa quote
payments-from = pagamento da
payments-amount = importo
payments-note = nota
payments-record = registra il pagamento
payments-list = pagamenti ricevuti ({ $n })
payments-remove = togli
payments-remove-hint = un pagamento inserito per errore

## The adjudication pane: the season's dates, the cases list and its filters

adjudication-select-case = Scegli un caso (o una partita) per vederne l'aggiudicazione.
adjudication-apply = Applica
adjudication-cancel = Annulla
adjudication-season = Stagione { $season }: il gioco chiude il { $closes } (C19); richieste entro il { $claims } (C24); nessuna entro il { $both }: sconfitta per entrambi (C25). Oggi è il { $today }.
adjudication-open-cases = apri i casi alla chiusura del gioco
adjudication-open-cases-hint = C19: ogni partita non finita della stagione riceve un caso ({ $n } ora)
adjudication-play-closes-on = il gioco chiude il { $day }
adjudication-every-game-has-case = ogni partita non finita ha il suo caso
adjudication-apply-defaults = applica le sconfitte C25 ({ $n })
adjudication-apply-defaults-hint = C25: la parte che non ha fatto richiesta entro altri 7 giorni perde contro la richiesta della parte che l'ha fatta; nessuna richiesta da nessuno entro il giorno limite: sconfitta per entrambi
adjudication-no-competition = Nessun torneo a squadre: i casi si aprono partita per partita secondo le regole per email (E10). Oggi è il { $today }.
adjudication-filter-season = stagione
adjudication-any-season = qualsiasi stagione
adjudication-filter-state = stato
adjudication-any-state = qualsiasi stato
adjudication-filter-division = girone
adjudication-any-division = qualsiasi girone
adjudication-filter-team = squadra
adjudication-any-team = qualsiasi squadra
adjudication-due-within =
    in scadenza entro { $days ->
        [one] { $days } giorno
       *[other] { $days } giorni
    }
adjudication-any-deadline = qualsiasi scadenza
adjudication-overdue = scaduto
adjudication-filter-deadline = scadenza
adjudication-days = giorni
adjudication-search = cerca casi
adjudication-search-hint = numero di partita, giocatore o squadra
adjudication-clear-filters = azzera i filtri
adjudication-no-cases = Nessun caso di aggiudicazione.
adjudication-no-match = Nessun caso corrisponde ai filtri.
adjudication-col-case = caso
adjudication-col-where = dove
adjudication-col-state = stato
adjudication-col-deadline = prossima scadenza
adjudication-col-due-from = dovuto da
adjudication-print = Stampa
adjudication-this-game = questa partita
adjudication-every-case-of = ogni caso di { $division }
adjudication-packets-wait = { $check }; i plichi lo aspettano
adjudication-print-captain = stampa l'invio del capitano…
adjudication-print-captain-hint = C24: formulario e due diagrammi per partita, pezzi neri cerchiati; le richieste su fogli a parte
adjudication-print-adjudicator = stampa il plico dell'arbitro…
adjudication-print-adjudicator-hint = C26: le posizioni senza le richieste; un terzo arbitro riceve anche i primi due pareri

## Dialogs: divisions and teams

admin-cancel = annulla
forms-no-division = non c'è nessun girone { $division }
forms-boards-fixed = { $division } è abbinato su { $boards } scacchiere: le scacchiere cambiano solo prima degli abbinamenti (C05)
forms-give-name = dai un nome al girone
forms-boards-number = scacchiere: un numero intero da 1 (C05)
forms-new-division = Nuovo girone
forms-division-example = Girone 1
forms-name = nome
forms-boards = scacchiere
forms-boards-hint = per squadra (C05)
forms-add-division = aggiungi girone
forms-add-team-title = Aggiungi una squadra a { $division }
forms-company-hint = nuova o già iscritta
forms-players = giocatori
forms-players-hint = scacchiera 1 per prima, separati da virgole
forms-captain-first = Il primo giocatore è il capitano. L'ammissibilità è verificata una volta iscritta la squadra.
forms-add-team = aggiungi squadra
forms-the-division = il girone
forms-edit-title = Modifica { $division }
forms-division-name = nome del girone
forms-boards-per-team = scacchiere per squadra
forms-save-division = salva girone

## The entries files

entries-menu = iscrizioni in CSV…
entries-import-companies = importa aziende…
entries-import-entries = importa iscrizioni…
entries-export-companies = esporta aziende…
entries-export-entries = esporta iscrizioni…
entries-import-title = Importa iscrizioni
entries-bad-rows =
    { $n ->
        [one] { $n } riga errata: non si importa nulla finché non è corretta.
       *[other] { $n } righe errate: non si importa nulla finché non sono corrette.
    }
entries-import = importa

## The due list's steps

due-entry = iscrizione ricevuta
due-entry-hint = registra l'iscrizione come ricevuta alla data dei passi (C10)
due-form = modulo restituito
due-form-hint = registra il modulo della squadra come restituito alla data dei passi (C11)
due-list-sent = elenco inviato
due-list-sent-hint = registra l'elenco degli abbinamenti come inviato al rappresentante alla data dei passi (C16)
due-reminder = sollecito inviato
due-reminder-hint = registra il sollecito delle quote come inviato alla data dei passi: l'espulsione è possibile 21 giorni dopo (C09)
due-expelled = espulsa
due-expelled-hint = registra l'azienda come espulsa alla data dei passi per quote non pagate, con una decisione sulle partite in corso delle sue squadre (C09)
due-result = inserisci il risultato…
due-result-hint = vai alla partita nella scheda Risultati (C23, C37)
due-payment = pagamento…
due-payment-hint = registra un pagamento nella scheda Quote (C08)
due-adjudication-payment-hint = registra un pagamento delle quote di aggiudicazione nella scheda Quote (C28)
due-rule-default = dichiara sconfitta
due-rule-default-hint = dichiara perse a tavolino le partite in corso del giocatore per il cambio d'indirizzo non notificato, alla data dei passi (C22)
due-pairings = abbinamenti…
due-pairings-hint = vai alla scheda Abbinamenti (C16)
due-date-unreadable = la data dei passi qui sopra non si legge come una data
due-expel = espelli…
due-expel-annulled = espelli, partite annullate
due-expel-scored-lost = espelli, partite date perse

## The organiser's own table

own-table-summary = La tabella abbina tutti una volta. Differenze di scacchiera: { $differences }. Incontri: { $meetings }. Lettere: { $letters }.
own-table-title = tabella propria dell'organizzatore
own-table-rows = Una riga per abbinamento, da una parte o da entrambe: { $columns } (lettere nell'ordine delle squadre).
own-table-box = tabella propria
own-table-import = importa tabella CSV…
own-table-import-hint = leggi una tabella da un file CSV nella casella
own-table-check = verifica tabella
own-table-pair = abbina con questa tabella
own-table-pair-hint = sostituisci gli abbinamenti e crea due partite per abbinamento (C17)
own-table-paired = Abbinato con la tabella dell'organizzatore.

## Next season

rollover-no-season = il progetto non ha una stagione da rinnovare
rollover-no-calendar = nessun calendario per l'anno { $year }
rollover-title = Stagione successiva (C31, C32)
rollover-new-season = nuova stagione
rollover-first-year = il suo primo anno
rollover-seed-dates = date previste per quell'anno
rollover-year-invalid = il suo primo anno: un anno come 2026
rollover-dates = date
rollover-champions = Campioni (C31): { $names }.
rollover-no-champions = Nessun campione: il primo girone non ha classifica.
rollover-trophy = Trofeo { $division } (C30): { $holders }.
rollover-division =
    { $division } ({ $teams ->
        [one] { $teams } squadra
       *[other] { $teams } squadre
    })
rollover-promoted = ↑ promossa da { $from }
rollover-relegated = ↓ retrocessa da { $from }
rollover-moved = spostata dall'organizzatore da { $from }
rollover-move-hint = il girone in cui { $team } gioca la prossima stagione
rollover-name-season = dai un nome alla nuova stagione, come 2026-27
rollover-start = avvia la stagione successiva

## Replacing a player

replacement-choose-team = scegli la squadra
replacement-approved = approvato
replacement-title = Sostituisci un giocatore (C20)
replacement-board = scacchiera
replacement-by = sostituito da
replacement-by-hint = un giocatore dell'azienda, o un nuovo nome
replacement-known = Giocatori noti dell'azienda:
replacement-takes-over = Rileva la scacchiera e le partite in corso; quelle finite tengono i loro giocatori.
replacement-approve = approva la sostituzione

## Starting a competition, its dates and its Organiser

start-entries-close = chiusura iscrizioni (C10)
start-forms-due = moduli delle squadre dovuti (C11)
start-pairings-set = abbinamenti e quote fissati (C16, C28)
start-play-starts = inizio del gioco (C19)
start-play-closes = chiusura del gioco (C19)
start-submissions-due = consegne dovute (C24)
start-both-default = entrambe le parti inadempienti (C25)
start-fees-due = quote dovute (C09)
start-not-a-date = { $field }: `{ $text }` non è una data (AAAA-MM-GG)
start-year-invalid = anno: un anno come 2026
start-give-name = dai un nome al torneo
start-give-season = dai un nome alla stagione, come 2026-27
start-organiser-address = indirizzo dell'organizzatore
start-organiser-address-hint = dove gli scrivono i capitani (C23; P12)
start-title = Avvia un torneo
start-competition = torneo
start-competition-example = Torneo per corrispondenza tra aziende
start-organiser = organizzatore
start-organiser-hint = l'organizzatore (C03)
start-season = stagione
start-first-year = primo anno
start-first-year-hint = le iscrizioni chiudono in quest'anno
start-seed-dates = date previste per quest'anno
start-seed-dates-hint = iscrizioni 1 set., moduli 15 set., abbinamenti 1 ott., gioco dal 15 ott. al 15 giu., consegne 30 giu., entrambi inadempienti 7 lug., quote 1 gen.
start-start = avvia il torneo
start-season-dates = Date della stagione
start-change-dates = cambia date
start-organiser-title = Organizzatore
start-save-organiser = salva organizzatore

## Player and company details

details-no-player = non c'è nessun giocatore { $player }
details-player-needs-name = il giocatore ha bisogno di un nome
details-left-c12 = ha lasciato l'azienda (C12)
details-rating-invalid = Elo: un numero intero, o niente
details-address-changed = indirizzo cambiato il (C22)
details-told-c22 = capitano e avversari avvisati il (C22)
details-told-before = non possono essere avvisati prima del cambio d'indirizzo
details-company-needs-name = l'azienda ha bisogno di un nome
details-members-invalid = soci del Club: un numero intero (C06)
details-player-title = Dati del giocatore
details-player = giocatore
details-player-hint = nome completo (E2.4)
details-email = email
details-email-hint = per i messaggi delle mosse
details-postal-address = indirizzo postale
details-postal-address-hint = per l'elenco degli abbinamenti (C16)
details-telephone = telefono
details-telephone-hint = i numeri di un capitano vanno nell'elenco degli abbinamenti (C11, C16)
details-told = capitano e avversari avvisati il
details-told-hint = vuoto: non ancora (C22: entro 7 giorni)
details-employment = impiego
details-employed = dipendente
details-retired = pensionato
details-ex-employee = ex dipendente (C12, C13)
details-left = ha lasciato l'azienda
details-later-employers = datori di lavoro successivi
details-later-employers-hint = separati da ;
details-rating = Elo
details-rating-hint = per verificare l'ordine delle scacchiere (C14)
details-withdrawal = ritiro (E9.1)
details-withdrew = Si è ritirato o è morto: le sue partite in corso sono annullate, o date perse.
details-annul = annulla le sue partite in corso
details-score-lost = dalle perse
details-save-player = salva giocatore
details-company-title = Dati dell'azienda
details-company-name = nome dell'azienda
details-representative = rappresentante
details-representative-hint = il rappresentante tra aziende (C10)
details-rep-address = indirizzo del rappresentante
details-rep-address-hint = il suo indirizzo per la corrispondenza (C10)
details-rep-phone = telefono del rappresentante
details-rep-phone-hint = il suo numero di telefono (C10)
details-other-contact = altro contatto
details-members = soci del Club
details-members-hint = suoi dipendenti (C06)
details-save-company = salva azienda

## The engine assessment

assessment-seconds = secondi di valutazione
assessment-depth = profondità di valutazione
assessment-not-a-number = { $field }: { $text } non è un numero intero da 1 a { $max }
assessment-title = Valutazione del motore
assessment-none = Nessuna valutazione del motore.
assessment-running = valutazione… ({ $limit })
assessment-running-game = valutazione della partita { $game }…
assessment-stop = ferma la valutazione
assessment-stop-hint = ferma il motore; non si registra nulla
assessment-open = valutazione del motore ▾
assessment-closed = valutazione del motore…
assessment-hint = avvia il motore di Modifica › Impostazioni del motore sulla posizione finale a profondità o tempo fissi
assessment-by-depth = fino a una profondità (semimosse)
assessment-by-time = per un tempo (secondi)
assessment-run = avvia la valutazione
assessment-run-hint = il motore lavora in background; la finestra resta usabile
assessment-already-running = una valutazione è già in corso
assessment-recorded = { $engine } ha valutato la posizione finale il { $day } ({ $limit }).
assessment-position-changed = La posizione finale della partita è cambiata da allora: valutala di nuovo.
assessment-hide = nascondi la valutazione
assessment-hide-hint = nascondi di nuovo il parere del motore
assessment-show = mostra la valutazione
assessment-show-hint = C26: l'arbitro giudica la posizione; il parere del motore resta nascosto finché non è richiesto
assessment-print = stampa sul foglio dell'arbitro
assessment-print-hint = la scelta della commissione; l'invio del capitano non la riporta mai (C24)
assessment-remove = togli la valutazione

## One case

case-none = { $game } { $players } non ha un caso di aggiudicazione.
case-game-finished = La partita è finita.
case-open-inter-office-hint = C19, C24: il gioco ha chiuso il { $day }; i capitani consegnano entro la data della stagione
case-open-email-hint = E10.1-3: il gioco chiude oggi ({ $day }); entrambi i giocatori consegnano entro 30 giorni
case-inter-office-rules-name = le regole tra aziende
case-email-rules-name = le regole per email
case-open = apri un caso secondo { $rules }
case-title = Caso { $game }: { $players }
case-inter-office-rules = regole tra aziende (C24-C28)
case-email-rules = regole per email (E10, E11)
case-no-result = ancora nessuno
case-result = Risultato della partita: { $result }
case-due = dovuto: { $due }
case-deadlines-inter-office = Aperto alla chiusura del gioco, { $opened }. Richieste entro il { $claims } (C24); la parte in ritardo ha tempo fino al { $cure } (C25); nessuna richiesta da nessuno entro il { $both }: sconfitta per entrambi (C25).
case-deadlines-email = Aperto alla chiusura del gioco, { $opened }. Mosse, posizione e richiesta di entrambi i giocatori entro il { $due } (E10.1-3); senza analisi non c'è appello (E10.4).
case-claims = Richieste
case-adjudicators = Arbitri
case-decision = Decisione
case-appeals = Appelli
case-orders = ordini dell'organizzatore (C25, E13.2)

## The adjudication case: claims, adjudicators, decision, appeals, orders

claim-too-late = {" "}– troppo tardi per contare (C25)
claim-analysis-is = analisi: { $analysis }
claim-no-analysis = nessuna analisi
claim-line = { $side } chiede: { $kind }, ricevuta il { $received }{ $late }; { $analysis }
claim-none-yet = { $side }: ancora nessuna richiesta
claim-default-applied = regola predefinita C25 applicata il { $applied }: { $result }
claim-white = richiesta del Bianco
claim-black = richiesta del Nero
claim-win = vittoria
claim-draw = patta
claim-received = richiesta ricevuta:
claim-analysis = analisi della richiesta:
claim-record = registra la richiesta
claim-record-hint = C24, E10.1-3: una richiesta successiva dello stesso colore sostituisce la precedente
claim-apply-default = applica la regola predefinita C25: { $result }
panel-third-role = {" "}(terzo arbitro, informato dei primi due pareri)
panel-opinion-awaited = parere atteso
panel-opinion-received = parere { $verdict } ricevuto il { $received }
panel-referral = { $adjudicator }{ $role }: posizione inviata il { $sent }; { $opinion }
panel-third-decided = I primi due arbitri erano in disaccordo; ha deciso il parere del terzo (C26).
panel-disagree = I primi due arbitri sono in disaccordo: la posizione e i due pareri vanno a un terzo (C26).
panel-adjudicator = arbitro:
panel-position-sent = posizione inviata:
panel-send-third = invia la posizione al terzo arbitro
panel-send-third-hint = C26: il terzo arbitro riceve la posizione e i primi due pareri
panel-send = invia la posizione ({ $number } di { $of })
panel-send-hint = C26: a un arbitro indipendente, senza le richieste
panel-name-adjudicator = scrivere il nome dell'arbitro
panel-opinion-of = parere di
panel-opinion-date = parere ricevuto:
panel-reasons = motivazioni:
panel-record-opinion = registra il parere
decision-no-appeal = nessun appello (E10.4)
decision-and = {" "}e{" "}
decision-may-appeal = { $who } può fare appello fino al { $until } ({ $rule })
decision-notified-line = { $verdict }, notificata il { $notified }; { $appeal }
decision-panel-verdict = Il verdetto degli arbitri: { $verdict } (stabilito il { $settled }).
decision-notified = notificata:
decision-notify = notifica la decisione
decision-notify-hint = C27, E10.5: a entrambi i colori si comunicano la decisione e chi può fare appello; la partita riceve il suo risultato
appeal-window-closed = Il termine d'appello è scaduto: un appello spedito entro il termine si può ancora registrare con la data di spedizione (C27).
appeal-appealed-on = { $side } ha fatto appello il { $mailed }
appeal-ruled = { $body } ({ $by }) ha deciso { $verdict } il { $ruled }
appeal-side-appeals = { $side } fa appello
appeal-mailed = appello spedito:
appeal-analysis = analisi dell'appello:
appeal-record = registra l'appello
appeal-record-hint = C27: entro 14 giorni, con un'analisi; E11.1, E11.3
appeal-goes-to = L'appello va a { $body }.
appeal-ruled-by = deciso da:
appeal-ruling-notified = decisione notificata:
appeal-record-ruling = registra la decisione d'appello
appeal-record-ruling-hint = C27: gli arbitri originali, poi la federazione, la cui decisione è definitiva; E11.2: la decisione di un secondo arbitro è definitiva
appeal-name-ruled-by = scrivere il nome dell'arbitro o dell'organo
order-extended = le richieste contano fino al { $until }
order-referred = la posizione va agli arbitri
order-scored = risultato { $outcome }
order-line = { $date }: { $what }; { $reason }
order-dated = ordine del:
order-reason = motivo:
order-claims-until = richieste valide fino al:
order-extend = proroga le richieste
order-extend-hint = C25: contano le richieste ricevute fino a questo giorno; le regole predefinite lo attendono
order-refer = passa agli arbitri ora
order-refer-hint = C25: la posizione va in aggiudicazione qualunque cosa dicano le regole predefinite
order-score-white = risultato 1-0
order-score-draw = risultato ½-½
order-score-black = risultato 0-1
order-score-both-lose = risultato 0-0, sconfitta per entrambi
order-score = fissa il risultato della partita
order-score-hint = il risultato dell'organizzatore o del direttore del torneo; il caso è definitivo
form-not-a-date = { $what }: { $text } non è una data; scriverla come 2026-06-28
