# it: the panes, the status bar and the dialogs (same keys as en/panes.ftl).

## Il pannello della scacchiera

piece-white-king = re bianco
piece-white-queen = donna bianca
piece-white-rook = torre bianca
piece-white-bishop = alfiere bianco
piece-white-knight = cavallo bianco
piece-white-pawn = pedone bianco
piece-black-king = re nero
piece-black-queen = donna nera
piece-black-rook = torre nera
piece-black-bishop = alfiere nero
piece-black-knight = cavallo nero
piece-black-pawn = pedone nero
side-white = il Bianco
side-black = il Nero
board-record-pending-first = Registrate prima { $move } con le sue date sotto la scacchiera, o annullatela.
board-viewing-earlier = State guardando una posizione precedente: una mossa giocata è definitiva (E4.1). Andate all'ultima mossa per inserire una mossa, o attivate l'analisi.
board-game-over-no-moves = La partita è finita: non si possono più inserire mosse.
board-illegal-move = { $from }-{ $to } non è una mossa legale.
board-illegal-king-in-check = { $from }-{ $to } non è una mossa legale (il re è sotto scacco).
board-illegal-still-in-check = { $from }-{ $to } non è una mossa legale (non para lo scacco).
board-square-legal-target = casa d'arrivo possibile
board-square-last-move = ultima mossa
board-square-in-check = sotto scacco
nav-first = Prima mossa
nav-first-hint = prima mossa (Inizio)
nav-previous = Mossa precedente
nav-previous-hint = mossa precedente (Sinistra)
nav-next = Mossa successiva
nav-next-hint = mossa successiva (Destra)
nav-last = Ultima mossa
nav-last-hint = ultima mossa (Fine)
board-status-analysis = analisi dalla semimossa { $ply } (muove { $side })
board-status-pending = { $move } inserita: quando è stata ricevuta e spedita?
board-status-game-over = partita finita
board-status-to-move = muove { $side }
board-status-to-move-in-check = muove { $side }, sotto scacco
board-status-viewing = semimossa { $ply } di { $plies } (muove { $side })
board-select-a-game = Scegliete una partita nell'elenco delle partite.
board-moves-do-not-replay = le sue mosse non si possono ripercorrere
board-cannot-show = La partita { $game } non si può mostrare: { $why }.
board-flip = Ruota
board-flip-hint = ruotare la scacchiera
board-copy-fen = Copia FEN
board-copy-fen-hint = copiare la posizione mostrata come FEN
board-copied-fen = posizione copiata come FEN
board-analysis = Analisi
board-analysis-hint = provare mosse dalla posizione mostrata senza toccare la partita
board-move-field = Mossa:
board-move-field-hint = una mossa in qualsiasi notazione; o una domanda sulla posizione: p (i miei pezzi), p black knight, s e (una colonna), s 5 (una traversa), l (ultima mossa), c (orologi)
board-play = Gioca
board-analysis-moves =
    { $moves ->
        [one] { $moves } mossa d'analisi
       *[other] { $moves } mosse d'analisi
    }
board-take-back = Ritira
board-keep-line = Tieni la variante
board-keep-line-hint = salvare questa variante con la partita, a parte le sue mosse

## Il pannello del formulario

language-english = inglese
language-german = tedesco
language-french = francese
language-spanish = spagnolo
language-italian = italiano
score-messages-in = { $label }; messaggi in { $language }
score-no-game = Nessuna partita scelta.
score-cannot-show = La partita { $game } non si può mostrare: { $why }. Correggete quella mossa nel file.
score-copy = Copia la notazione
score-copy-hint = copiare le mosse nella notazione scelta
score-copied = notazione copiata
score-moves = Mosse
score-no-moves = Ancora nessuna mossa.
score-tail = Mosse condizionali e analisi
score-round = turno { $round }
score-board = scacchiera { $board }
score-notation = notazione
score-piece-letters = lettere dei pezzi
score-piece-letters-hint = le lettere dei pezzi concordate con l'avversario (E2.2)
score-message-language = lingua dei messaggi
score-message-language-hint = la lingua dei messaggi e delle stampe della partita, concordata con l'avversario
score-spoken-white = bianco
score-spoken-black = nero
score-not-sent-yet = non ancora spedita
score-sent-on = spedita il { $date }
score-conditional-move = { $move } (se)
score-conditional-move-hint = giocata da una continuazione condizionale accettata (E4.6, E6.5)
score-date-sent-hint = data di spedizione (dal registro dei tempi)
score-result = Risultato: { $result }
score-in-play = In corso: muove { $side }.
score-draw-claimable-repetition = Si può reclamare la patta: triplice ripetizione (dopo la mossa { $number }).
score-draw-claimable-fifty-moves = Si può reclamare la patta: regola delle cinquanta mosse (dopo la mossa { $number }).
score-claim-draw = Reclama la patta
score-record-result = Registra il risultato
result-white-resigns = Il Bianco abbandona
result-black-resigns = Il Nero abbandona
result-draw-agreed = Patta concordata
result-white-wins-on-time = Il Bianco vince per tempo
result-black-wins-on-time = Il Nero vince per tempo
result-white-wins-by-default = Il Bianco vince a tavolino
result-black-wins-by-default = Il Nero vince a tavolino
result-adjudicated-white-wins = Aggiudicata: vince il Bianco
result-adjudicated-draw = Aggiudicata: patta
result-adjudicated-black-wins = Aggiudicata: vince il Nero
score-clear-result = Cancella il risultato
score-conditional-moves = Mosse condizionali
score-if = Se:
score-if-hint = la sua mossa, la vostra risposta, …
score-propose = Proponi
score-propose-hint = aggiungere questa linea alle mosse condizionali (un albero)
score-proposal-sent = spedita il { $date }, vincolante
score-proposal-draft = bozza
score-proposal-after = dopo la semimossa { $ply } ({ $state })
score-proposal-line = se { $line }
score-proposal-with = con { $move }, spedita il { $date }
score-proposal-today = { $date } (oggi: { $move } non ha ancora una data di spedizione)
score-mark-sent = Segna spedita
score-mark-sent-hint = spedita il { $date }: vincola da allora (E4.5, P07)
score-withdraw = Ritira
score-proposal-binds = vincola finché l'avversario non gioca un'altra mossa (E4.5)
score-analysis-lines = Analisi ({ $lines })
score-show-line-hint = mostrare questa variante sulla scacchiera
score-delete-line-hint = cancellare questa variante

## Il pannello del registro dei tempi

ledger-tab-moves = mosse
ledger-tab-leave = ferie
ledger-tab-claims = reclami e penalità
ledger-tab-rules = regolamento
ledger-colour-white = Bianco
ledger-colour-black = Nero
ledger-no-game = Nessuna partita scelta.
ledger-game-scroll = Registro dei tempi della partita
ledger-due-no-owner = in scadenza: nessun titolare, quindi nessuna partita mia
ledger-due-title =
    { $games ->
        [one] in scadenza per { $owner } al { $date } ({ $games } partita)
       *[other] in scadenza per { $owner } al { $date } ({ $games } partite)
    }
ledger-select-game-hint = scegliere la partita
due-mail-arrived = posta arrivata in { $game }
due-mail-arrived-hint = File > Controlla posta la elenca: Apri la mostra in Leggi messaggio, per applicarla
ledger-due-white-vs = { $game }: Bianco contro { $opponent }
ledger-due-black-vs = { $game }: Nero contro { $opponent }
ledger-my-move = tocca a me
ledger-waiting = in attesa
ledger-server-clocks = su { $server }: orologi { $mine } / { $theirs }
ledger-server-clocks-draw-offered = su { $server }: orologi { $mine } / { $theirs }, patta offerta
ledger-server-clocks-hint = come ha detto il server all'ultima sincronizzazione (il mio / quello dell'avversario)
ledger-duty-since = dal { $date }: { $what } ({ $rule })
ledger-reminders-reached = raggiunti: { $reminders } promemoria
ledger-duty-on = il { $date }: { $what } ({ $rule })
ledger-rule-set = regolamento: { $rules }
ledger-not-worked-out = il registro dei tempi non si può calcolare: { $why }
ledger-csv = CSV…
ledger-export-moves = esporta le mosse…
ledger-export-ledger = esporta il registro…
ledger-import-dates = importa le date…
ledger-csv-hint = le mosse e le date della partita come le legge ccdesk ledger, o il suo registro calcolato
ledger-choose-rule-set-first = scegliete prima un regolamento (scheda regolamento)
ledger-no-clock-runs = nessun orologio in moto: { $why }
ledger-summary =
    { $used ->
        [one] { $player } ({ $side }): { $used } giorno usato, { $left } rimasti alla mossa { $control } ({ $allowed } concessi)
       *[other] { $player } ({ $side }): { $used } giorni usati, { $left } rimasti alla mossa { $control } ({ $allowed } concessi)
    }
ledger-summary-running = ; al tratto, { $running } in corso: { $left } rimasti oggi
ledger-summary-hint = { $days } giorni per { $moves } mosse, cumulativo ({ $rule }); al { $date }
ledger-cannot-meet-control = non può rispettare il controllo alla mossa { $control }: { $total } > { $allowance } giorni ({ $rule })
ledger-claim-with-reply = il { $side } può reclamare al più tardi con la mossa { $claim }, la risposta alla mossa { $control } (E7.1)
ledger-claim-with-reply-sent = il { $side } può reclamare al più tardi con la mossa { $claim }, la risposta alla mossa { $control }, spedita il { $date } (E7.1)
ledger-claim-by = un reclamo va fatto entro il { $date } ({ $rule })
ledger-table = Tabella del registro dei tempi
ledger-rows = Righe del registro dei tempi
ledger-col-move = mossa
ledger-col-move-hint = la mossa e chi l'ha giocata
ledger-col-received = ricevuta
ledger-col-received-hint = la data in cui è stata ricevuta la mossa dell'avversario (E2.7)
ledger-col-sent = spedita
ledger-col-sent-hint = la data in cui è stata spedita questa mossa (E2.8, P04)
ledger-col-days = giorni
ledger-col-days-hint = giorni usati per questa mossa (E6.4, P08)
ledger-col-leave = ferie
ledger-col-leave-hint = giorni di ferie nell'intervallo (E8.1, P11)
ledger-col-excluded = escl.
ledger-col-excluded-hint = giorni esclusi: domeniche, giorni elencati (P08)
ledger-col-penalty = pen.
ledger-col-penalty-hint = giorni di penalità (E6.6, P09)
ledger-col-total = totale
ledger-col-total-hint = il totale del colore (E6.3)
ledger-col-allowance = conc.
ledger-col-allowance-hint = il tempo concesso al controllo di questa mossa (E6.1)
ledger-col-status = stato
ledger-col-status-hint = ok, superato (E6.2) o persa (E7.5, P13)
ledger-conditional-move = { $move } (c)
ledger-conditional-move-hint = giocata da una linea condizionale accettata: conta nel tempo della risposta (E6.5)
ledger-figure = cifra
ledger-figure-days = giorni usati
ledger-figure-leave = giorni di ferie
ledger-figure-excluded = giorni esclusi
ledger-figure-penalty = giorni di penalità
ledger-figure-total = giorni in totale
ledger-figure-allowance = tempo concesso
ledger-figure-status = stato
ledger-figure-not-worked-out = non calcolato
ledger-no-penalty = nessuna penalità
ledger-within-allowance = entro il tempo concesso
ledger-date-corrected-hint = corretta (E2.10): { $why }
ledger-date-change-hint = fare clic per cambiare
ledger-date-start = { $date } inizio
ledger-date-start-hint = l'inizio del gioco; fare clic per indicare un'altra data
ledger-date-no-start = inizio?
ledger-date-no-start-hint = l'inizio del gioco non è fissato: fare clic per indicare la data in cui il Bianco ha ricevuto la partita
ledger-date-assumed-on = { $date } presunta
ledger-date-assumed-on-hint = { $why }; fare clic per indicare la data
ledger-date-assumed = presunta
ledger-date-assumed-hint = la data di spedizione dell'avversario più i giorni di transito (E2.9)
ledger-date-not-sent = non spedita
ledger-date-not-sent-hint = fare clic per inserire la data
ledger-edit-received-date = data di ricezione di { $move }
ledger-edit-sent-date = data di spedizione di { $move }
ledger-new-date = nuova data:
ledger-set-date = imposta
ledger-correct-date = correggi (E2.10)
ledger-correct-date-hint = la data indicata era sbagliata: tenerla come storico e avvisare il mittente
ledger-cancel-date = annulla

## L'elenco delle partite

games-filter-all = tutte
games-my-move = tocca a me
games-their-move = tocca a lui
games-filter-finished = finite
games-sort-as-entered = come inserite
games-sort-opponent = avversario
games-sort-event = torneo
games-sort-days-left = meno giorni rimasti
games-order = ordine
games-server-clocks = { $server } { $game }, orologi { $mine } / { $theirs }
games-damaged = danneggiata
games-days-left-heading = giorni rimasti
games-days-left-meaning = giorni rimasti al prossimo controllo del tempo a oggi: i vostri nelle vostre partite, come li conta l'elenco delle scadenze; quelli di chi ha il tratto nelle altre
games-columns-heading = avversario (chi muove) · torneo
games-columns-heading-hint = chi muove, visto dal lato della scrivania; una partita che non giocate mostra entrambi i giocatori
games-days-left-hint =
    { $days ->
        [one] { $days } giorno rimasto al prossimo controllo del tempo a oggi
       *[other] { $days } giorni rimasti al prossimo controllo del tempo a oggi
    }
games-desk-hint = le partite sono viste dal lato di questo giocatore: fare clic per cambiare di chi è la scrivania
games-none-here = Nessuna partita qui.

## La barra di stato

status-unsaved = modifiche non salvate
status-saved = salvato
status-last-saved = ultimo salvataggio { $when }
status-untitled = senza titolo
status-demo-project = progetto dimostrativo (non salvato)

## Panes

pane-board = Scacchiera
pane-scoresheet = Formulario
pane-ledger = Registro dei tempi
pane-admin = Direzione del torneo
pane-games = Partite
pane-analysis = Analisi del motore
pane-correspondence = Corrispondenza
pane-adjudication = Aggiudicazione
pane-drag-hint = trascinare il titolo per spostare questo pannello

## Finestre di dialogo: pulsanti comuni

dialog-ok = OK
dialog-cancel = Annulla

## La finestra Nuova partita

new-game-heading = Nuova partita
new-game-default-event = Amichevole
new-game-own-name = Il vostro nome:
new-game-own-name-hint = di chi è questa scrivania
new-game-opponent = Avversario:
new-game-new-player = un nuovo giocatore
new-game-opponent-name = Nome dell'avversario:
new-game-opponent-name-hint = nome completo
new-game-email = Email:
new-game-email-hint = per le partite per email
new-game-postal-address = Indirizzo postale:
new-game-i-play = Gioco col:
new-game-white = Bianco
new-game-black = Nero
new-game-event = Torneo:
new-game-event-hint = competizione o amichevole
new-game-round = Turno:
new-game-optional = facoltativo
new-game-board = Scacchiera:
new-game-rules = Regolamento:
new-game-notation = Notazione:
new-game-language = Lingua:
new-game-language-hint = la lingua dei messaggi e delle stampe della partita
new-game-piece-letters = Lettere dei pezzi:
new-game-start-date = Inizio:
new-game-fen = Posizione da FEN:
new-game-fen-hint = vuoto = la posizione iniziale
new-game-create = Crea la partita
new-game-error-own-name = Inserite il vostro nome: il progetto non sa di chi è la scrivania.
new-game-error-opponent-name = Inserite il nome dell'avversario.
new-game-error-yourself = L'avversario non può essere voi stessi.
new-game-error-event = Inserite il torneo (basta il nome di un'amichevole).
new-game-error-start = La data d'inizio «{ $text }» non è una data come 2026-01-31.

## La finestra Di chi è la scrivania

desk-heading = Di chi è la scrivania
desk-of = scrivania di { $name }
desk-nobodys = scrivania di nessuno
desk-nobody = nessuno
desk-explained = L'elenco delle partite mostra «tocca a me» e «tocca a lui» dal lato di questo giocatore, la scacchiera si gira verso il suo colore, e l'elenco delle scadenze e i messaggi sono suoi.
desk-this-is-the-desk-of = Questa è la scrivania di:
desk-details-explained = Ogni messaggio che spedite porta il vostro nome e indirizzo (E2.4); una partita amichevole non ha una competizione che li dia, quindi sono tenuti qui.
desk-name = Nome:
desk-email = Indirizzo email:
desk-telephone = Telefono:
desk-no-players = Il progetto non ha ancora giocatori: Nuova partita… aggiunge voi e il vostro avversario.
desk-error-name = Indicate il nome del nuovo giocatore.
dialog-close = Chiudi

## La finestra Account di posta

mail-heading = Account di posta
mail-mailbox-of = La casella di { $name } <{ $email }>.
mail-no-owner = Nessun indirizzo del titolare per cui tenere un account: { $why }.
mail-imap = Server IMAP
mail-imap-hint = HOST o HOST:PORTA (993 TLS implicito, 143 STARTTLS)
mail-imap-security = Sicurezza IMAP
mail-smtp = Server SMTP
mail-smtp-hint = HOST o HOST:PORTA (587 STARTTLS, 465 TLS implicito)
mail-smtp-security = Sicurezza SMTP
mail-security-hint = TLS implicito, STARTTLS o nessuna (testo in chiaro: solo un indirizzo di loopback)
mail-user = Utente
mail-user-hint = il nome utente su entrambi i server
mail-folder = Cartella
mail-folder-hint = la cartella scaricata (INBOX se vuota)
mail-applied-folder = Sposta la posta applicata in
mail-applied-folder-hint = una cartella sul server dove va ogni messaggio una volta applicato (creata se manca); vuoto: la posta applicata resta dov'è
mail-ca-file = File CA
mail-ca-file-hint = un certificato CA (PEM) considerato affidabile oltre a quelli del sistema, per il server di un circolo
mail-password = Password
mail-password-hint = tenuta nel portachiavi del sistema, mai in un file; vuota mantiene quella tenuta
mail-check-every = Controlla ogni (minuti)
mail-check-every-hint = controllare la posta da sé mentre la finestra è aperta; vuoto o 0: solo con File > Controlla posta
mail-save = Salva
mail-kept = Account di posta di { $name } <{ $email }> salvato: IMAP { $imap }, SMTP { $smtp }.
mail-kept-with-password = Account di posta di { $name } <{ $email }> salvato: IMAP { $imap }, SMTP { $smtp }, la password in { $keyring }.
mail-checked-every =
    { $minutes ->
        [one] La posta è controllata ogni minuto mentre la finestra è aperta.
       *[other] La posta è controllata ogni { $minutes } minuti mentre la finestra è aperta.
    }
mail-error-minutes = Controlla ogni (minuti): «{ $text }» non è un numero di minuti da 0 a 1440

## La finestra Leggi messaggio

read-heading = Leggere un messaggio
read-open-eml = Apri .eml…
read-open-eml-hint = leggere un file email salvato dal vostro programma di posta
read-arrived-on = Arrivato il:
read-arrived-on-placeholder = presunto
read-arrived-on-hint = AAAA-MM-GG; vuoto: il giorno di spedizione più i giorni di transito, presunto (E2.9, E2.12)
read-about-game = sulla partita { $game }
read-about-game-hint = leggerlo come messaggio della partita scelta, quando ccdesk non sa dire di quale partita si tratta
read-from-file = Da { $file }: { $sender }, spedito { $date }
read-unknown-sender = mittente sconosciuto
read-unknown-date = in una data sconosciuta
read-message = Messaggio:
read-message-hint = incollate qui il messaggio
read-nothing-yet = Incollate un messaggio o aprite un .eml per vedere cosa dice.
read-not-a-move = Questo è { $what }, non una mossa: non c'è niente da controllare o giocare.
read-understood = Cosa ha capito ccdesk
read-no-problems = Nessun problema trovato.
read-sender = Mittente: { $why }.
read-sender-confirmed = So che l'ha spedito il mio avversario: applicarlo comunque
read-referral = Richiesta di chiarimento da rispedire (E4.2)
read-copy-referral = Copia la richiesta
read-copied-referral = Richiesta copiata.
read-apply-will = Applica farà:
read-not-applied = Non applicato: { $why }.
read-apply = Applica
read-draw-offered = Offerta di patta —
read-accept-draw = Accetta…
read-accept-draw-hint = applicare il messaggio, poi scrivere l'accettazione: la partita è patta appena segnata come spedita
read-decline-draw = Rifiuta…
read-decline-draw-hint = applicare il messaggio, poi scrivere il rifiuto
read-eml-read = letto { $path }
read-eml-not-read = non letto: { $why }
read-error-arrival = La data d'arrivo «{ $text }» non è una data come 2026-03-14.
read-error-no-sent-date = Il messaggio non dà una data di spedizione, quindi il giorno d'arrivo non si può presumere: scrivetelo in Arrivato il.

## La finestra Rispondi

reply-heading = Risposta: { $white } – { $black } ({ $event })
reply-kind-move = la mia mossa
reply-kind-repeat = ripetizione dopo silenzio (E3.1)
reply-kind-inform-td = informare il direttore del torneo (E3.2)
reply-kind-offer-draw = offerta di patta (con la mia mossa, se c'è)
reply-kind-accept-draw = accettare la patta
reply-kind-decline-draw = rifiutare la patta
reply-kind-resign = abbandonare la partita
reply-kind-claim-time = reclamo per il tempo (E7.1, copia al direttore del torneo)
reply-kind-protest = contestazione del reclamo per il tempo (E7.3)
reply-kind-result = risultato al direttore del torneo (E12.1)
reply-kind-address = cambio d'indirizzo (E5.3)
reply-kind-leave = annuncio di ferie (E8.2)
reply-kind-repeat-postal = ripetizione per raccomandata (P12)
reply-kind-inform-organiser = informare l'organizzatore (P12)
reply-kind-claim-time-postal = reclamo per il tempo (P13, copia all'organizzatore)
reply-kind-protest-postal = contestazione del reclamo per il tempo
reply-kind-result-postal = risultato all'organizzatore
reply-kind-leave-postal = annuncio di ferie (P11)
reply-kind-address-postal = cambio d'indirizzo
reply-my-move = La mia mossa:
reply-send-date = Data di spedizione:
reply-leave-from = Ferie dal:
reply-leave-to = Ferie al:
reply-td-name = Nome del direttore del torneo:
reply-td-email = Email del direttore del torneo:
reply-organiser = Organizzatore:
reply-organiser-hint = come lo registra la competizione (Direzione del torneo, Inizio)
reply-organiser-missing-hint = la competizione non registra un organizzatore: indicatelo in Direzione del torneo, Inizio
reply-organiser-address = Indirizzo dell'organizzatore:
reply-organiser-address-hint = una riga ciascuna
reply-subject = Oggetto: { $subject }
reply-to = A: { $to }
reply-cc = Copia: { $cc }
reply-copy = Copia
reply-copy-hint = copiare l'oggetto e il testo
reply-copied = Messaggio copiato.
reply-copy-card = Copia la cartolina
reply-copy-card-hint = il testo per il formulario o la cartolina (P03, P04)
reply-copied-card = Testo della cartolina copiato.
reply-print-postcard = Stampa la cartolina
reply-card-diagram = con un diagramma dopo la mia mossa
reply-paper-postcard = Cartolina, 148 × 105 mm…
reply-paper-a6 = A6, 105 × 148 mm…
reply-paper-a4 = A4, quattro per foglio, con segni di taglio…
reply-print-letter = Stampa la lettera…
reply-print-letter-hint = la lettera su A4 con entrambi gli indirizzi, per la posta (P01; una ripetizione per raccomandata, P12)
reply-save-eml = Salva .eml…
reply-save-eml-hint = salvare come file email che ogni programma di posta apre
reply-open-mail = Apri nel programma di posta
reply-open-mail-hint = una nuova email nel vostro programma di posta, pronta da spedire
reply-nothing-to-send = ancora niente da spedire
reply-mark-sent-hint = { $what }, e il messaggio è tenuto nella corrispondenza
reply-send = Spedisci
reply-send-hint = segnarlo come spedito e spedirlo ora col vostro account di posta (Modifica > Account di posta…)
reply-saved = { $path } salvato.
reply-not-saved = Il messaggio non è stato salvato: { $why }
reply-select-game = scegliete una partita a cui rispondere
reply-the-opponent = l'avversario
reply-the-organiser = l'organizzatore
reply-the-td = il direttore del torneo
reply-silence = In attesa della risposta di { $opponent } dal { $since }: ripetizione dovuta il { $due }
reply-silence-repeat-sent = spedita il { $date }
reply-silence-told = , { $told } da informare dal { $date }.
reply-what-pending = { $move } (inserita sulla scacchiera) è segnata come spedita il { $date }
reply-what-pending-conditional = { $move } con le sue mosse condizionali (inserita sulla scacchiera) è segnata come spedita il { $date }
reply-what-played = { $move } è giocata e segnata come spedita il { $date }
reply-what-with-draw-offer = , con l'offerta di patta
reply-what-declaration = { $steps } (tenuto come spedito il { $date })
reply-step-message-sent = il messaggio è spedito
reply-what-repeat = la ripetizione è annotata nel registro dei tempi e tenuta come spedita il { $date }
reply-what-inform-td = il messaggio al direttore del torneo è tenuto come spedito il { $date }
reply-what-leave = l'annuncio di ferie è tenuto come spedito il { $date }
reply-error-no-game = Non c'è la partita { $game }.
reply-error-date = La data «{ $text }» non è una data come 2026-03-14.
reply-error-game-over = La partita è finita: non c'è una mossa da spedire.
reply-error-no-move = Giocate la vostra mossa sulla scacchiera, o scrivetela sopra.
reply-error-no-sent-move = La partita non ha una mossa spedita da ripetere.
reply-error-not-written-here = Questo messaggio non si scrive qui.
reply-error-no-owner-leave = Dite di chi è la scrivania (Modifica > Di chi è la scrivania…) prima di annunciare le ferie.
reply-error-leave-from = Il primo giorno di ferie «{ $text }» non è una data come 2026-03-14.
reply-error-leave-to = L'ultimo giorno di ferie «{ $text }» non è una data come 2026-03-14.
reply-error-leave-order = Le ferie finiscono prima di cominciare.

## Cosa sente un lettore di schermo

said-no-move-played = nessuna mossa è stata giocata nella partita { $game }
said-move-played = { $move } giocata nella partita { $game }
said-conditional-reply = ; è seguita la risposta condizionale { $move }
said-saved = { $path } salvato
said-saved-unchanged = { $path } contiene già questo progetto: niente scritto, copie di sicurezza tenute
said-deadlines-due =
    { $deadlines ->
        [one] { $deadlines } scadenza arrivata dal { $since }; la prima: { $first }
       *[other] { $deadlines } scadenze arrivate dal { $since }; la prima: { $first }
    }

## Le date di una mossa inserita sulla scacchiera

dates-received = ricevuta
dates-received-hint = il giorno in cui è arrivata la mossa dell'avversario (E2.7); lasciato vuoto, è presunto (E2.9)
dates-sent = spedita
dates-sent-hint = il giorno in cui questa mossa è stata spedita per email o per posta (E2.8)
dates-record-as-sent = registra come spedita
dates-record-as-sent-hint = giocare la mossa con queste date
dates-not-sent-yet = non ancora spedita
dates-not-sent-yet-hint = giocare la mossa con la sua data di ricezione; Rispondi… la spedisce più tardi
dates-cancel = annulla
dates-cancel-hint = togliere la mossa dalla scacchiera
dates-error-received = La data di ricezione «{ $text }» non è una data come 2026-03-14.
dates-error-sent = La data di spedizione «{ $text }» non è una data come 2026-03-14.
dates-error-no-sent = Inserite la data di spedizione della mossa, o scegliete «non ancora spedita».
dates-error-received-before = Ricevuta il { $received } è prima che fosse spedita la mossa dell'avversario ({ $before }).
dates-error-sent-before-received = Spedita il { $sent } è prima di ricevuta il { $received }: una mossa si spedisce dopo l'arrivo della mossa a cui risponde.
dates-error-sent-before-assumed = Spedita il { $sent } è prima di ricevuta il { $received } (presunta dai giorni di transito): una mossa si spedisce dopo l'arrivo della mossa a cui risponde.
dates-error-sent-before = Spedita il { $sent } è prima che fosse spedita la mossa dell'avversario ({ $before }).

## The promotion popup

promotion-promote-to = promuovere a
promotion-queen = donna
promotion-rook = torre
promotion-bishop = alfiere
promotion-knight = cavallo
promotion-king = re
promotion-pawn = pedone

## Il registro dei tempi: silenzio e partite su server

silence-title = silenzio: il { $side } attende una risposta dal { $date }
silence-repeated-on = ; ripetuta il { $date }
silence-counted-from-repeat = , contato dalla ripetizione del { $date }
silence-repeat-sent = ripetizione spedita:
silence-record-repeat = registra la ripetizione
silence-record-repeat-hint = la data in cui la mossa è stata ripetuta con tutti i dettagli (E3.1, P12)
silence-clear-repeat = cancella la ripetizione
server-never-synced = mai sincronizzata
server-synced-on = alla sincronizzazione del { $date }
server-game-clocks = Partita su server { $game } su { $server }: il server tiene i suoi orologi, { $synced }: il mio { $mine }, quello dell'avversario { $theirs }; { $whose }.
server-no-days-counted = Qui non si contano giorni secondo un regolamento: ferie, reclami per il tempo e controllo del tempo sono del server.
server-col-by = di
server-col-received-hint = il giorno in cui la mossa dell'avversario è arrivata a questa scrivania: la sincronizzazione che l'ha portata (E2.7)
server-col-sent-hint = il giorno in cui la mia mossa è stata spedita al server (E2.8)
server-by-me = mia
server-by-opponent = avversario

## Il registro dei tempi: ferie

leave-whole-game = tutta la partita
leave-balance = { $period }: { $used } giorni usati su { $allowance }, { $left } rimasti ({ $rule })
leave-balance-td = ; concessi dal direttore del torneo: { $used } su { $allowance } (E8.3)
leave-none-booked = nessuna ferie prenotata: { $days } giorni concessi ({ $rule })
leave-beyond-allowance =
    { $days ->
        [one] { $days } giorno prenotato oltre il concesso: l'orologio vi corre
       *[other] { $days } giorni prenotati oltre il concesso: l'orologio vi corre
    }
leave-cancelled-days =
    { $days ->
        [one] { $days } giorno annullato in questa partita da una risposta durante le ferie (E8.4)
       *[other] { $days } giorni annullati in questa partita da una risposta durante le ferie (E8.4)
    }
leave-booking =
    { $days ->
        [one] dal { $from } al { $to } ({ $days } giorno)
       *[other] dal { $from } al { $to } ({ $days } giorni)
    }
leave-booking-granted = , concesse dal direttore del torneo
leave-booking-announced = , annunciate il { $date }
leave-booking-announced-late = , annunciate in ritardo il { $date } (E8.2)
leave-booking-new-year = , a cavallo del nuovo anno
leave-cancel = annulla le ferie
leave-cancel-hint = togliere questa prenotazione da tutte le partite del giocatore
leave-book-heading = prenota ferie (per tutte le partite del giocatore):
leave-from = dal:
leave-to = al:
leave-announced = annunciate:
leave-granted-by-td = concesse dal direttore del torneo (E8.3)
leave-book = prenota le ferie

## Il registro dei tempi: reclami e penalità

claims-heading = reclami
claims-none = Nessun reclamo.
claims-claim = il { $claimant } reclama il tempo del { $offender } nel periodo { $period } (mosse { $first }-{ $last }): spedito il { $sent }, ricevuto il { $received }
claims-protest-reached = la contestazione ha raggiunto il direttore del torneo il { $date }
claims-awaiting-protest = una contestazione può raggiungere il direttore del torneo fino al { $date } (E7.3)
claims-awaiting-decision = contestato: in attesa della decisione del direttore del torneo (E7.4)
claims-upheld = accolto: il conteggio del trasgressore riparte (E7.4)
claims-conceded = ammesso: nessuna contestazione in tempo (E7.3)
claims-dismissed-barred = respinto; nessun altro reclamo in questo periodo (E7.6)
claims-dismissed = respinto
claims-protest-on = contestazione il:
claims-record-protest = registra la contestazione
claims-uphold = accogli
claims-dismiss = respingi
claims-dismiss-bar = respingi, vieta altri reclami
claims-dismiss-bar-hint = nessun altro reclamo di questo giocatore in questo periodo (E7.6)
claims-reopen = riapri
claims-withdraw = ritira il reclamo
claims-make-heading = fare un reclamo:
claims-white-claims = reclama il Bianco
claims-black-claims = reclama il Nero
claims-period = periodo:
claims-no-excess = il registro non mostra eccedenza del { $side } nel periodo { $period }
claims-sent = spedito:
claims-received-by-offender = ricevuto dal trasgressore:
claims-make = fai il reclamo
claims-make-hint = il reclamo va al direttore del torneo e all'avversario ({ $rule }, E7.2)
penalties-heading = penalità
penalties-none = Nessuna penalità.
penalties-penalty = { $side }, mossa { $move }: { $reason }
penalties-referred-on = , richiesta di chiarimento il { $date }
penalties-corrected-on = , corretta il { $date }
penalties-remove = togli la penalità
penalties-cost-days = { $days } giorni ({ $rule })
penalties-cost-correction = il tempo fino alla correzione ({ $rule })
penalties-add-heading = aggiungi una penalità, che costa { $cost }:
penalties-move = mossa:
penalties-reason = motivo
penalties-referred = richiesta di chiarimento:
penalties-corrected = corretta:
penalties-add = aggiungi la penalità

## Il registro dei tempi: il regolamento

rules-played-under = questa partita si gioca secondo:
rules-not-in-project = il regolamento { $rules } non è nel progetto
rules-games-using =
    { $games ->
        [one] { $games } partita del progetto lo usa.
       *[other] { $games } partite del progetto lo usano.
    }
rules-apply = applica a questo regolamento
rules-apply-hint = ogni partita con questo regolamento segue i nuovi numeri
rules-revert = ripristina
rules-copy = copia per questa partita
rules-copy-hint = un nuovo regolamento con questi numeri, usato solo da questa partita
rules-copy-name =
    { $n ->
        [1] { $name } (copia)
       *[other] { $name } (copia { $n })
    }
rules-name = nome
rules-days-per-control = giorni per controllo (E6.1)
rules-moves-per-control = mosse per controllo (E6.1)
rules-excesses = eccedenze tollerate (E6.2)
rules-penalty = penalità (E6.6, P09)
rules-fixed-days = giorni fissi
rules-until-correction = il tempo fino alla correzione
rules-transit-days = giorni di transito presunti (E2.12)
rules-leave-days = giorni di ferie (E8.1, P11)
rules-leave-counted = ferie contate
rules-per-year = per anno
rules-per-game = per partita
rules-td-extra-leave = ferie in più che il direttore del torneo può concedere (E8.3)
rules-excluded-days = giorni esclusi
rules-no-sundays = niente tempo la domenica (P08)
rules-same-day-reply = risposta in giornata
rules-counts-zero = conta zero (P08)
rules-repeat-after = ripetizione dopo giorni (E3.1, P12)
rules-escalate-after = segnalazione dopo giorni (E3.2, P12)
rules-protest-window = termine per la contestazione (E7.3)
rules-claim-window = termine per il reclamo (P13)
rules-days = giorni
rules-with-reply = con la risposta alla mossa di controllo (E7.1)
rules-upheld-claim = un reclamo accolto
rules-restarts-count = fa ripartire il conteggio (E7.4)

## Scroll bars and the calendar

scroll-bar-horizontal = { $what }, barra di scorrimento orizzontale
scroll-bar-vertical = { $what }, barra di scorrimento verticale
calendar-name = calendario: { $field }
calendar-hint = scegliere la data su un calendario
calendar-previous-month = Mese precedente
calendar-previous-month-hint = mese precedente
calendar-next-month = Mese successivo
calendar-next-month-hint = mese successivo

## Where the keyboard goes

focus-board = la scacchiera
focus-move-field = il campo Mossa
focus-games-list = l'elenco delle partite
focus-due-list = l'elenco delle scadenze
said-keyboard-not-moved = { $target } non è mostrato: la tastiera resta dov'era

## The correspondence pane

corr-reply-hint = scrivere il messaggio della partita scelta
corr-export = Esporta…
corr-export-hint = la corrispondenza della partita come file di testo per il direttore del torneo (E5.1)
corr-filter = Filtro:
corr-filter-hint = una mossa, un nome, una data…
corr-all-games = tutte le partite
corr-none-here-some-elsewhere = Nessun messaggio conservato per la partita { $game }; { $elsewhere } in altre partite (spuntare «tutte le partite»).
corr-none-here = Nessun messaggio conservato per la partita { $game }.
corr-none = Nessun messaggio conservato.
corr-count =
    { $count ->
        [one] { $count } messaggio
       *[other] { $count } messaggi
    }
corr-not-mailed = {" "}· non spedito per e-mail
corr-send-hint = spedirlo ora con il proprio account e-mail (Modifica > Account di posta…); una mossa registrata un altro giorno parte con la data del giorno della spedizione
corr-copy-hint = copiare questo messaggio, p. es. per spedirlo di nuovo
corr-arrived = { $sender }, arrivato il { $date }
corr-arrived-assumed = { $sender }, arrivato il { $date } (presunto, E2.9)
corr-as-read = Come l'ha letto ccdesk
corr-export-title = Esporta la corrispondenza
corr-exported = corrispondenza della partita { $game } esportata in { $path }
corr-not-exported = non è stato esportato nulla: { $why }

## The analysis pane

analysis-stop = Ferma l'analisi
analysis-start = Avvia l'analisi
analysis-engine = Motore: { $engine }
analysis-restart = Premere «Avvia l'analisi» per riavviare il motore.
analysis-nodes =
    { $nodes ->
        [one] { $nodes } nodo
       *[other] { $nodes } nodi
    }
analysis-depth = profondità { $depth }
analysis-add-line = Aggiungi la linea
analysis-add-line-hint = conservare questa linea con l'analisi della partita, a parte dalle sue mosse
analysis-tablebase = Tablebase dei finali
analysis-tablebase-needs-tables = Servono le tablebase Syzygy: scegliere la cartella con i file *.rtbw e *.rtbz in Modifica › Impostazioni del motore….
analysis-tablebase-no-answer = Nessuna risposta dalle tablebase: { $why }.
analysis-off-server = L'aiuto di motori e tablebase è disattivato per questa partita: { $server } lo vieta (noEngines o noTablebases).
analysis-off-event = L'aiuto di motori e tablebase è disattivato per { $event }: le sue regole lo vietano.
analysis-allow-again = Si può consentire di nuovo in Modifica › Motore consentito in questo torneo.
analysis-select-game = Scegliere una partita per analizzarne la posizione.
analysis-eval-bar = valutazione { $eval } ({ $side } meglio), da { $engine }
analysis-engine-allowed = Motore consentito in questo torneo
analysis-engine-allowed-hint = disattivato quando le regole di { $event } vietano l'aiuto di motori e tablebase: la finestra lo nasconde allora per le sue partite
