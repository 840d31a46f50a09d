# de: the panes, the status bar and the dialogs (same keys as en/panes.ftl).

## Der Brettbereich

piece-white-king = weißer König
piece-white-queen = weiße Dame
piece-white-rook = weißer Turm
piece-white-bishop = weißer Läufer
piece-white-knight = weißer Springer
piece-white-pawn = weißer Bauer
piece-black-king = schwarzer König
piece-black-queen = schwarze Dame
piece-black-rook = schwarzer Turm
piece-black-bishop = schwarzer Läufer
piece-black-knight = schwarzer Springer
piece-black-pawn = schwarzer Bauer
side-white = Weiß
side-black = Schwarz
board-record-pending-first = Erst { $move } mit seinen Daten unter dem Brett eintragen oder verwerfen.
board-viewing-earlier = Sie sehen eine frühere Stellung: ein gespielter Zug ist bindend (E4.1). Gehen Sie zum letzten Zug, um einen Zug einzugeben, oder schalten Sie die Analyse ein.
board-game-over-no-moves = Die Partie ist beendet: es können keine Züge mehr eingegeben werden.
board-illegal-move = { $from }-{ $to } ist kein regelgemäßer Zug.
board-illegal-king-in-check = { $from }-{ $to } ist kein regelgemäßer Zug (der König steht im Schach).
board-illegal-still-in-check = { $from }-{ $to } ist kein regelgemäßer Zug (er hebt das Schach nicht auf).
board-square-legal-target = mögliches Zielfeld
board-square-last-move = letzter Zug
board-square-in-check = im Schach
nav-first = Erster Zug
nav-first-hint = erster Zug (Pos1)
nav-previous = Vorheriger Zug
nav-previous-hint = vorheriger Zug (Links)
nav-next = Nächster Zug
nav-next-hint = nächster Zug (Rechts)
nav-last = Letzter Zug
nav-last-hint = letzter Zug (Ende)
board-status-analysis = Analyse ab Halbzug { $ply } ({ $side } am Zug)
board-status-pending = { $move } eingegeben: wann wurde er empfangen und abgesandt?
board-status-game-over = Partie beendet
board-status-to-move = { $side } am Zug
board-status-to-move-in-check = { $side } am Zug, im Schach
board-status-viewing = Halbzug { $ply } von { $plies } ({ $side } am Zug)
board-select-a-game = Wählen Sie eine Partie in der Partienliste.
board-moves-do-not-replay = ihre Züge lassen sich nicht nachspielen
board-cannot-show = Partie { $game } kann nicht gezeigt werden: { $why }.
board-flip = Drehen
board-flip-hint = das Brett umdrehen
board-copy-fen = FEN kopieren
board-copy-fen-hint = die gezeigte Stellung als FEN kopieren
board-copied-fen = Stellung als FEN kopiert
board-analysis = Analyse
board-analysis-hint = Züge ab der gezeigten Stellung ausprobieren, ohne die Partie zu berühren
board-move-field = Zug:
board-move-field-hint = ein Zug in beliebiger Notation; oder eine Frage zur Stellung: p (meine Figuren), p black knight, s e (eine Linie), s 5 (eine Reihe), l (letzter Zug), c (Uhren)
board-play = Ziehen
board-analysis-moves =
    { $moves ->
        [one] { $moves } Analysezug
       *[other] { $moves } Analysezüge
    }
board-take-back = Zurücknehmen
board-keep-line = Variante behalten
board-keep-line-hint = diese Variante bei der Partie speichern, getrennt von ihren Zügen

## Der Bereich Partieformular

language-english = Englisch
language-german = Deutsch
language-french = Französisch
language-spanish = Spanisch
language-italian = Italienisch
score-messages-in = { $label }; Nachrichten auf { $language }
score-no-game = Keine Partie gewählt.
score-cannot-show = Partie { $game } kann nicht gezeigt werden: { $why }. Berichtigen Sie diesen Zug in der Datei.
score-copy = Notation kopieren
score-copy-hint = die Züge in der gewählten Notation kopieren
score-copied = Notation kopiert
score-moves = Züge
score-no-moves = Noch keine Züge.
score-tail = Bedingte Züge und Analyse
score-round = Runde { $round }
score-board = Brett { $board }
score-notation = Notation
score-piece-letters = Figurenbuchstaben
score-piece-letters-hint = die mit dem Gegner vereinbarten Figurenbuchstaben (E2.2)
score-message-language = Sprache der Nachrichten
score-message-language-hint = die Sprache der Nachrichten und Ausdrucke der Partie, mit dem Gegner vereinbart
score-spoken-white = Weiß
score-spoken-black = Schwarz
score-not-sent-yet = noch nicht abgesandt
score-sent-on = abgesandt am { $date }
score-conditional-move = { $move } (bedingt)
score-conditional-move-hint = aus einer angenommenen bedingten Fortsetzung gespielt (E4.6, E6.5)
score-date-sent-hint = Absendedatum (aus dem Bedenkzeitkonto)
score-result = Ergebnis: { $result }
score-in-play = Laufend: { $side } am Zug.
score-draw-claimable-repetition = Remis kann reklamiert werden: dreimalige Stellungswiederholung (nach Zug { $number }).
score-draw-claimable-fifty-moves = Remis kann reklamiert werden: 50-Züge-Regel (nach Zug { $number }).
score-claim-draw = Remis reklamieren
score-record-result = Ergebnis eintragen
result-white-resigns = Weiß gibt auf
result-black-resigns = Schwarz gibt auf
result-draw-agreed = Remis vereinbart
result-white-wins-on-time = Weiß gewinnt durch Zeitüberschreitung
result-black-wins-on-time = Schwarz gewinnt durch Zeitüberschreitung
result-white-wins-by-default = Weiß gewinnt kampflos
result-black-wins-by-default = Schwarz gewinnt kampflos
result-adjudicated-white-wins = Abgeschätzt: Weiß gewinnt
result-adjudicated-draw = Abgeschätzt: Remis
result-adjudicated-black-wins = Abgeschätzt: Schwarz gewinnt
score-clear-result = Ergebnis löschen
score-conditional-moves = Bedingte Züge
score-if = Wenn:
score-if-hint = sein Zug, Ihre Antwort, …
score-propose = Vorschlagen
score-propose-hint = diese Folge den bedingten Zügen hinzufügen (ein Baum)
score-proposal-sent = abgesandt { $date }, bindend
score-proposal-draft = Entwurf
score-proposal-after = nach Halbzug { $ply } ({ $state })
score-proposal-line = wenn { $line }
score-proposal-with = mit { $move }, abgesandt { $date }
score-proposal-today = { $date } (heute: { $move } hat noch kein Absendedatum)
score-mark-sent = Als abgesandt markieren
score-mark-sent-hint = abgesandt am { $date }: ab dann bindend (E4.5, P07)
score-withdraw = Zurückziehen
score-proposal-binds = bindend, bis der Gegner einen anderen Zug spielt (E4.5)
score-analysis-lines = Analyse ({ $lines })
score-show-line-hint = diese Variante auf dem Brett zeigen
score-delete-line-hint = diese Variante löschen

## Der Bereich Bedenkzeitkonto

ledger-tab-moves = Züge
ledger-tab-leave = Urlaubsbuchungen
ledger-tab-claims = Reklamationen und Strafen
ledger-tab-rules = Regelwerk
ledger-colour-white = Weiß
ledger-colour-black = Schwarz
ledger-no-game = Keine Partie gewählt.
ledger-game-scroll = Bedenkzeitkonto der Partie
ledger-due-no-owner = fällig: niemandes Schreibtisch, also keine eigenen Partien
ledger-due-title =
    { $games ->
        [one] fällig für { $owner } am { $date } ({ $games } Partie)
       *[other] fällig für { $owner } am { $date } ({ $games } Partien)
    }
ledger-select-game-hint = die Partie wählen
due-mail-arrived = E-Mail zu { $game } eingegangen
due-mail-arrived-hint = Datei > E-Mail abrufen listet sie: Öffnen zeigt sie in Nachricht lesen, zum Anwenden
ledger-due-white-vs = { $game }: Weiß gegen { $opponent }
ledger-due-black-vs = { $game }: Schwarz gegen { $opponent }
ledger-my-move = ich am Zug
ledger-waiting = wartet
ledger-server-clocks = auf { $server }: Uhren { $mine } / { $theirs }
ledger-server-clocks-draw-offered = auf { $server }: Uhren { $mine } / { $theirs }, Remisangebot
ledger-server-clocks-hint = wie der Server es beim letzten Abgleich sagte (meine / die des Gegners)
ledger-duty-since = seit { $date }: { $what } ({ $rule })
ledger-reminders-reached = erreicht: { $reminders } Erinnerung(en)
ledger-duty-on = am { $date }: { $what } ({ $rule })
ledger-rule-set = Regelwerk: { $rules }
ledger-not-worked-out = das Bedenkzeitkonto lässt sich nicht berechnen: { $why }
ledger-csv = CSV…
ledger-export-moves = Züge exportieren…
ledger-export-ledger = Konto exportieren…
ledger-import-dates = Daten importieren…
ledger-csv-hint = die Züge und Daten der Partie, wie ccdesk ledger sie liest, oder ihr berechnetes Konto
ledger-choose-rule-set-first = erst ein Regelwerk wählen (Reiter Regelwerk)
ledger-no-clock-runs = keine Uhr läuft: { $why }
ledger-summary =
    { $used ->
        [one] { $player } ({ $side }): { $used } Tag verbraucht, { $left } übrig bis Zug { $control } ({ $allowed } erlaubt)
       *[other] { $player } ({ $side }): { $used } Tage verbraucht, { $left } übrig bis Zug { $control } ({ $allowed } erlaubt)
    }
ledger-summary-running = ; am Zug, { $running } laufend: heute { $left } übrig
ledger-summary-hint = { $days } Tage für { $moves } Züge, kumulativ ({ $rule }); Stand { $date }
ledger-cannot-meet-control = kann die Zeitkontrolle bei Zug { $control } nicht einhalten: { $total } > { $allowance } Tage ({ $rule })
ledger-claim-with-reply = { $side } kann spätestens mit Zug { $claim } reklamieren, der Antwort auf Zug { $control } (E7.1)
ledger-claim-with-reply-sent = { $side } kann spätestens mit Zug { $claim } reklamieren, der Antwort auf Zug { $control }, abgesandt { $date } (E7.1)
ledger-claim-by = eine Reklamation muss bis { $date } erfolgen ({ $rule })
ledger-table = Tabelle des Bedenkzeitkontos
ledger-rows = Zeilen des Bedenkzeitkontos
ledger-col-move = Zug
ledger-col-move-hint = der Zug und wer ihn spielte
ledger-col-received = empfangen
ledger-col-received-hint = das Datum, an dem der Zug des Gegners empfangen wurde (E2.7)
ledger-col-sent = abgesandt
ledger-col-sent-hint = das Datum, an dem dieser Zug abgesandt wurde (E2.8, P04)
ledger-col-days = Tage
ledger-col-days-hint = für diesen Zug verbrauchte Tage (E6.4, P08)
ledger-col-leave = Url.
ledger-col-leave-hint = Urlaubstage im Zeitraum (E8.1, P11)
ledger-col-excluded = ausg.
ledger-col-excluded-hint = ausgenommene Tage: Sonntage, aufgeführte Tage (P08)
ledger-col-penalty = Str.
ledger-col-penalty-hint = Straftage (E6.6, P09)
ledger-col-total = Summe
ledger-col-total-hint = die Summe der Seite (E6.3)
ledger-col-allowance = erl.
ledger-col-allowance-hint = die erlaubte Zeit bei der Kontrolle dieses Zuges (E6.1)
ledger-col-status = Stand
ledger-col-status-hint = ok, überschritten (E6.2) oder verloren (E7.5, P13)
ledger-conditional-move = { $move } (b)
ledger-conditional-move-hint = aus einer angenommenen bedingten Folge gespielt: zählt zur Zeit der Antwort (E6.5)
ledger-figure = Zahl
ledger-figure-days = verbrauchte Tage
ledger-figure-leave = Urlaubstage
ledger-figure-excluded = ausgenommene Tage
ledger-figure-penalty = Straftage
ledger-figure-total = Tage gesamt
ledger-figure-allowance = erlaubte Zeit
ledger-figure-status = Stand
ledger-figure-not-worked-out = nicht berechnet
ledger-no-penalty = keine Strafe
ledger-within-allowance = innerhalb der erlaubten Zeit
ledger-date-corrected-hint = berichtigt (E2.10): { $why }
ledger-date-change-hint = zum Ändern klicken
ledger-date-start = { $date } Beginn
ledger-date-start-hint = der Spielbeginn; klicken, um ein anderes Datum anzugeben
ledger-date-no-start = Beginn?
ledger-date-no-start-hint = der Spielbeginn ist nicht gesetzt: klicken, um das Datum anzugeben, an dem Weiß die Partie erhielt
ledger-date-assumed-on = { $date } angenommen
ledger-date-assumed-on-hint = { $why }; klicken, um das Datum anzugeben
ledger-date-assumed = angenommen
ledger-date-assumed-hint = das Absendedatum des Gegners plus Transittage (E2.9)
ledger-date-not-sent = nicht abgesandt
ledger-date-not-sent-hint = klicken, um das Datum einzugeben
ledger-edit-received-date = Empfangsdatum von { $move }
ledger-edit-sent-date = Absendedatum von { $move }
ledger-new-date = neues Datum:
ledger-set-date = setzen
ledger-correct-date = berichtigen (E2.10)
ledger-correct-date-hint = das angegebene Datum war falsch: als Verlauf behalten und dem Absender mitteilen
ledger-cancel-date = abbrechen

## Die Partienliste

games-filter-all = alle
games-my-move = ich am Zug
games-their-move = Gegner am Zug
games-filter-finished = beendet
games-sort-as-entered = wie eingegeben
games-sort-opponent = Gegner
games-sort-event = Turnier
games-sort-days-left = wenigste Tage übrig
games-order = Reihenfolge
games-server-clocks = { $server } { $game }, Uhren { $mine } / { $theirs }
games-damaged = beschädigt
games-days-left-heading = Tage übrig
games-days-left-meaning = Tage übrig bis zur nächsten Zeitkontrolle, Stand heute: Ihre in Ihren Partien, wie die Fälligkeitsliste sie zählt; in anderen die der Seite am Zug
games-columns-heading = Gegner (wer am Zug ist) · Turnier
games-columns-heading-hint = wer am Zug ist, von der Seite des Schreibtischs aus; eine Partie, in der Sie nicht spielen, zeigt beide Spieler
games-days-left-hint =
    { $days ->
        [one] { $days } Tag übrig bis zur nächsten Zeitkontrolle, Stand heute
       *[other] { $days } Tage übrig bis zur nächsten Zeitkontrolle, Stand heute
    }
games-desk-hint = die Partien werden von der Seite dieses Spielers aus gesehen: klicken, um zu ändern, wessen Schreibtisch es ist
games-none-here = Hier keine Partien.

## Die Statusleiste

status-unsaved = ungespeicherte Änderungen
status-saved = gespeichert
status-last-saved = zuletzt gespeichert { $when }
status-untitled = unbenannt
status-demo-project = Demoprojekt (nicht gespeichert)

## Panes

pane-board = Brett
pane-scoresheet = Partieformular
pane-ledger = Bedenkzeitkonto
pane-admin = Turnierleitung
pane-games = Partien
pane-analysis = Engine-Analyse
pane-correspondence = Korrespondenz
pane-adjudication = Abschätzung
pane-drag-hint = die Überschrift ziehen, um diesen Bereich zu verschieben

## Dialoge: gemeinsame Knöpfe

dialog-ok = OK
dialog-cancel = Abbrechen

## Der Dialog Neue Partie

new-game-heading = Neue Partie
new-game-default-event = Freundschaftspartie
new-game-own-name = Ihr Name:
new-game-own-name-hint = wessen Schreibtisch dies ist
new-game-opponent = Gegner:
new-game-new-player = ein neuer Spieler
new-game-opponent-name = Name des Gegners:
new-game-opponent-name-hint = vollständiger Name
new-game-email = E-Mail:
new-game-email-hint = für E-Mail-Partien
new-game-postal-address = Postanschrift:
new-game-i-play = Ich spiele:
new-game-white = Weiß
new-game-black = Schwarz
new-game-event = Turnier:
new-game-event-hint = Wettbewerb oder Freundschaftspartie
new-game-round = Runde:
new-game-optional = freiwillig
new-game-board = Brett:
new-game-rules = Regeln:
new-game-notation = Notation:
new-game-language = Sprache:
new-game-language-hint = die Sprache der Nachrichten und Ausdrucke der Partie
new-game-piece-letters = Figurenbuchstaben:
new-game-start-date = Beginn:
new-game-fen = Aufbau aus FEN:
new-game-fen-hint = leer = die Grundstellung
new-game-create = Partie anlegen
new-game-error-own-name = Geben Sie Ihren Namen ein: das Projekt weiß nicht, wessen Schreibtisch es ist.
new-game-error-opponent-name = Geben Sie den Namen des Gegners ein.
new-game-error-yourself = Der Gegner kann nicht Sie selbst sein.
new-game-error-event = Geben Sie das Turnier ein (der Name einer Freundschaftspartie genügt).
new-game-error-start = Das Startdatum „{ $text }“ ist kein Datum wie 2026-01-31.

## Der Dialog Wessen Schreibtisch

desk-heading = Wessen Schreibtisch
desk-of = Schreibtisch von { $name }
desk-nobodys = niemandes Schreibtisch
desk-nobody = niemand
desk-explained = Die Partienliste zeigt „ich am Zug“ und „Gegner am Zug“ von der Seite dieses Spielers aus, das Brett dreht sich zu seiner Farbe, und die Fälligkeitsliste und die Nachrichten sind seine.
desk-this-is-the-desk-of = Dies ist der Schreibtisch von:
desk-details-explained = Jede Nachricht, die Sie senden, trägt Ihren Namen und Ihre Anschrift (E2.4); eine Freundschaftspartie hat keinen Wettbewerb, der sie angibt, daher stehen sie hier.
desk-name = Name:
desk-email = E-Mail-Adresse:
desk-telephone = Telefon:
desk-no-players = Das Projekt hat noch keine Spieler: Neue Partie… legt Sie und Ihren Gegner an.
desk-error-name = Geben Sie den Namen des neuen Spielers an.
dialog-close = Schließen

## Der Dialog E-Mail-Konto

mail-heading = E-Mail-Konto
mail-mailbox-of = Das Postfach von { $name } <{ $email }>.
mail-no-owner = Keine Adresse des Besitzers, für die ein Konto geführt werden kann: { $why }.
mail-imap = IMAP-Server
mail-imap-hint = HOST oder HOST:PORT (993 implizites TLS, 143 STARTTLS)
mail-imap-security = IMAP-Sicherheit
mail-smtp = SMTP-Server
mail-smtp-hint = HOST oder HOST:PORT (587 STARTTLS, 465 implizites TLS)
mail-smtp-security = SMTP-Sicherheit
mail-security-hint = implizites TLS, STARTTLS oder keine (Klartext: nur an einer Loopback-Adresse)
mail-user = Benutzer
mail-user-hint = der Benutzername auf beiden Servern
mail-folder = Ordner
mail-folder-hint = der abgerufene Ordner (INBOX, wenn leer)
mail-applied-folder = Verarbeitete E-Mails verschieben nach
mail-applied-folder-hint = ein Ordner auf dem Server, in den jede E-Mail nach der Verarbeitung kommt (wird angelegt, wenn er fehlt); leer: verarbeitete E-Mails bleiben, wo sie sind
mail-ca-file = CA-Datei
mail-ca-file-hint = ein CA-Zertifikat (PEM), dem neben denen des Systems vertraut wird, für den eigenen Server eines Vereins
mail-password = Passwort
mail-password-hint = im Schlüsselbund des Systems aufbewahrt, nie in einer Datei; leer behält das aufbewahrte
mail-check-every = Abrufen alle (Minuten)
mail-check-every-hint = die E-Mails von selbst abrufen, solange das Fenster offen ist; leer oder 0: nur mit Datei > E-Mail abrufen
mail-save = Speichern
mail-kept = E-Mail-Konto von { $name } <{ $email }> gespeichert: IMAP { $imap }, SMTP { $smtp }.
mail-kept-with-password = E-Mail-Konto von { $name } <{ $email }> gespeichert: IMAP { $imap }, SMTP { $smtp }, das Passwort in { $keyring }.
mail-checked-every =
    { $minutes ->
        [one] Die E-Mails werden jede Minute abgerufen, solange das Fenster offen ist.
       *[other] Die E-Mails werden alle { $minutes } Minuten abgerufen, solange das Fenster offen ist.
    }
mail-error-minutes = Abrufen alle (Minuten): „{ $text }“ ist keine Zahl von Minuten zwischen 0 und 1440

## Der Dialog Nachricht lesen

read-heading = Eine Nachricht lesen
read-open-eml = .eml öffnen…
read-open-eml-hint = eine aus Ihrem E-Mail-Programm gespeicherte E-Mail-Datei lesen
read-arrived-on = Eingegangen am:
read-arrived-on-placeholder = angenommen
read-arrived-on-hint = JJJJ-MM-TT; leer: der Absendetag plus die Transittage, angenommen (E2.9, E2.12)
read-about-game = zu Partie { $game }
read-about-game-hint = als Nachricht der gewählten Partie lesen, wenn ccdesk nicht erkennt, welche Partie sie betrifft
read-from-file = Aus { $file }: { $sender }, abgesandt { $date }
read-unknown-sender = unbekannter Absender
read-unknown-date = an einem unbekannten Tag
read-message = Nachricht:
read-message-hint = die Nachricht hier einfügen
read-nothing-yet = Fügen Sie eine Nachricht ein oder öffnen Sie eine .eml, um zu sehen, was sie sagt.
read-not-a-move = Dies ist { $what }, kein Zug: es gibt nichts zu prüfen oder zu spielen.
read-understood = Was ccdesk verstanden hat
read-no-problems = Keine Probleme gefunden.
read-sender = Absender: { $why }.
read-sender-confirmed = Ich weiß, dass mein Gegner sie gesandt hat: trotzdem anwenden
read-referral = Rückfrage zum Zurücksenden (E4.2)
read-copy-referral = Rückfrage kopieren
read-copied-referral = Rückfrage kopiert.
read-apply-will = Anwenden wird:
read-not-applied = Nicht angewandt: { $why }.
read-apply = Anwenden
read-draw-offered = Remisangebot —
read-accept-draw = Annehmen…
read-accept-draw-hint = die Nachricht anwenden, dann die Annahme schreiben: die Partie ist remis, sobald sie als abgesandt markiert ist
read-decline-draw = Ablehnen…
read-decline-draw-hint = die Nachricht anwenden, dann die Ablehnung schreiben
read-eml-read = { $path } gelesen
read-eml-not-read = nicht gelesen: { $why }
read-error-arrival = Das Eingangsdatum „{ $text }“ ist kein Datum wie 2026-03-14.
read-error-no-sent-date = Die Nachricht nennt kein Absendedatum, daher kann der Eingangstag nicht angenommen werden: geben Sie ihn bei Eingegangen am ein.

## Der Dialog Antworten

reply-heading = Antwort: { $white } – { $black } ({ $event })
reply-kind-move = mein Zug
reply-kind-repeat = Zugwiederholung nach Schweigen (E3.1)
reply-kind-inform-td = den Turnierleiter benachrichtigen (E3.2)
reply-kind-offer-draw = Remisangebot (mit meinem Zug, falls einer)
reply-kind-accept-draw = das Remis annehmen
reply-kind-decline-draw = das Remis ablehnen
reply-kind-resign = die Partie aufgeben
reply-kind-claim-time = Zeitreklamation (E7.1, Kopie an den Turnierleiter)
reply-kind-protest = Einspruch gegen die Zeitreklamation (E7.3)
reply-kind-result = Ergebnis an den Turnierleiter (E12.1)
reply-kind-address = Adressänderung (E5.3)
reply-kind-leave = Urlaubsmeldung (E8.2)
reply-kind-repeat-postal = Wiederholung per Einschreiben (P12)
reply-kind-inform-organiser = den Veranstalter benachrichtigen (P12)
reply-kind-claim-time-postal = Zeitreklamation (P13, Kopie an den Veranstalter)
reply-kind-protest-postal = Einspruch gegen die Zeitreklamation
reply-kind-result-postal = Ergebnis an den Veranstalter
reply-kind-leave-postal = Urlaubsmeldung (P11)
reply-kind-address-postal = Adressänderung
reply-my-move = Mein Zug:
reply-send-date = Absendedatum:
reply-leave-from = Urlaub von:
reply-leave-to = Urlaub bis:
reply-td-name = Name des Turnierleiters:
reply-td-email = E-Mail des Turnierleiters:
reply-organiser = Veranstalter:
reply-organiser-hint = wie der Wettbewerb ihn führt (Turnierleitung, Start)
reply-organiser-missing-hint = der Wettbewerb führt keinen Veranstalter: tragen Sie ihn in Turnierleitung, Start ein
reply-organiser-address = Anschrift des Veranstalters:
reply-organiser-address-hint = je eine Zeile
reply-subject = Betreff: { $subject }
reply-to = An: { $to }
reply-cc = Kopie: { $cc }
reply-copy = Kopieren
reply-copy-hint = Betreff und Text kopieren
reply-copied = Nachricht kopiert.
reply-copy-card = Postkarte kopieren
reply-copy-card-hint = der Text für das Partieformular oder die Postkarte (P03, P04)
reply-copied-card = Text der Postkarte kopiert.
reply-print-postcard = Postkarte drucken
reply-card-diagram = mit einem Diagramm nach meinem Zug
reply-paper-postcard = Postkarte, 148 × 105 mm…
reply-paper-a6 = A6, 105 × 148 mm…
reply-paper-a4 = A4, vier auf einem Blatt, mit Schnittmarken…
reply-print-letter = Brief drucken…
reply-print-letter-hint = der Brief auf A4 mit beiden Anschriften, für die Post (P01; eine Wiederholung per Einschreiben, P12)
reply-save-eml = .eml speichern…
reply-save-eml-hint = als E-Mail-Datei speichern, die jedes E-Mail-Programm öffnet
reply-open-mail = Im E-Mail-Programm öffnen
reply-open-mail-hint = eine neue E-Mail in Ihrem E-Mail-Programm, bereit zum Senden
reply-nothing-to-send = noch nichts zu senden
reply-mark-sent-hint = { $what }, und die Nachricht wird in der Korrespondenz aufbewahrt
reply-send = Senden
reply-send-hint = als abgesandt markieren und jetzt über Ihr E-Mail-Konto senden (Bearbeiten > E-Mail-Konto…)
reply-saved = { $path } gespeichert.
reply-not-saved = Die Nachricht wurde nicht gespeichert: { $why }
reply-select-game = eine Partie zum Antworten wählen
reply-the-opponent = der Gegner
reply-the-organiser = der Veranstalter
reply-the-td = der Turnierleiter
reply-silence = Warten auf die Antwort von { $opponent } seit { $since }: Wiederholung fällig am { $due }
reply-silence-repeat-sent = abgesandt { $date }
reply-silence-told = , { $told } zu benachrichtigen ab { $date }.
reply-what-pending = { $move } (auf dem Brett eingegeben) wird als abgesandt am { $date } markiert
reply-what-pending-conditional = { $move } mit seinen bedingten Zügen (auf dem Brett eingegeben) wird als abgesandt am { $date } markiert
reply-what-played = { $move } wird gespielt und als abgesandt am { $date } markiert
reply-what-with-draw-offer = , mit dem Remisangebot
reply-what-declaration = { $steps } (als abgesandt am { $date } aufbewahrt)
reply-step-message-sent = die Nachricht wird gesandt
reply-what-repeat = die Wiederholung wird im Bedenkzeitkonto eingetragen und als abgesandt am { $date } aufbewahrt
reply-what-inform-td = die Nachricht an den Turnierleiter wird als abgesandt am { $date } aufbewahrt
reply-what-leave = die Urlaubsmeldung wird als abgesandt am { $date } aufbewahrt
reply-error-no-game = Es gibt keine Partie { $game }.
reply-error-date = Das Datum „{ $text }“ ist kein Datum wie 2026-03-14.
reply-error-game-over = Die Partie ist beendet: es gibt keinen Zug zu senden.
reply-error-no-move = Spielen Sie Ihren Zug auf dem Brett oder tippen Sie ihn oben ein.
reply-error-no-sent-move = Die Partie hat keinen abgesandten Zug zum Wiederholen.
reply-error-not-written-here = Diese Nachricht wird nicht hier geschrieben.
reply-error-no-owner-leave = Sagen Sie, wessen Schreibtisch dies ist (Bearbeiten > Wessen Schreibtisch…), bevor Sie Urlaub melden.
reply-error-leave-from = Der erste Urlaubstag „{ $text }“ ist kein Datum wie 2026-03-14.
reply-error-leave-to = Der letzte Urlaubstag „{ $text }“ ist kein Datum wie 2026-03-14.
reply-error-leave-order = Der Urlaub endet, bevor er beginnt.

## Was ein Bildschirmleser gesagt bekommt

said-no-move-played = in Partie { $game } wurde kein Zug gespielt
said-move-played = { $move } in Partie { $game } gespielt
said-conditional-reply = ; die bedingte Antwort { $move } folgte
said-saved = { $path } gespeichert
said-saved-unchanged = { $path } enthält dieses Projekt schon: nichts geschrieben, Sicherungen behalten
said-deadlines-due =
    { $deadlines ->
        [one] { $deadlines } Frist seit { $since } fällig geworden; die erste: { $first }
       *[other] { $deadlines } Fristen seit { $since } fällig geworden; die erste: { $first }
    }

## Die Daten eines auf dem Brett eingegebenen Zuges

dates-received = empfangen
dates-received-hint = der Tag, an dem der Zug des Gegners eintraf (E2.7); leer gelassen, wird er angenommen (E2.9)
dates-sent = abgesandt
dates-sent-hint = der Tag, an dem dieser Zug gemailt oder zur Post gegeben wurde (E2.8)
dates-record-as-sent = als abgesandt eintragen
dates-record-as-sent-hint = den Zug mit diesen Daten spielen
dates-not-sent-yet = noch nicht abgesandt
dates-not-sent-yet-hint = den Zug mit seinem Empfangsdatum spielen; Antworten… sendet ihn später
dates-cancel = verwerfen
dates-cancel-hint = den Zug vom Brett nehmen
dates-error-received = Das Empfangsdatum „{ $text }“ ist kein Datum wie 2026-03-14.
dates-error-sent = Das Absendedatum „{ $text }“ ist kein Datum wie 2026-03-14.
dates-error-no-sent = Geben Sie das Absendedatum des Zuges ein oder wählen Sie „noch nicht abgesandt“.
dates-error-received-before = Empfangen am { $received } liegt vor dem Absenden des gegnerischen Zuges ({ $before }).
dates-error-sent-before-received = Abgesandt am { $sent } liegt vor dem Empfang am { $received }: ein Zug wird abgesandt, nachdem der Zug, den er beantwortet, eingetroffen ist.
dates-error-sent-before-assumed = Abgesandt am { $sent } liegt vor dem Empfang am { $received } (aus den Transittagen angenommen): ein Zug wird abgesandt, nachdem der Zug, den er beantwortet, eingetroffen ist.
dates-error-sent-before = Abgesandt am { $sent } liegt vor dem Absenden des gegnerischen Zuges ({ $before }).

## The promotion popup

promotion-promote-to = umwandeln in
promotion-queen = Dame
promotion-rook = Turm
promotion-bishop = Läufer
promotion-knight = Springer
promotion-king = König
promotion-pawn = Bauer

## Das Bedenkzeitkonto: Schweigen und Serverpartien

silence-title = Schweigen: { $side } wartet seit { $date } auf eine Antwort
silence-repeated-on = ; wiederholt am { $date }
silence-counted-from-repeat = , gezählt ab der Wiederholung am { $date }
silence-repeat-sent = Wiederholung abgesandt:
silence-record-repeat = Wiederholung eintragen
silence-record-repeat-hint = das Datum, an dem der Zug mit allen Angaben wiederholt wurde (E3.1, P12)
silence-clear-repeat = Wiederholung löschen
server-never-synced = nie abgeglichen
server-synced-on = Stand des Abgleichs am { $date }
server-game-clocks = Serverpartie { $game } auf { $server }: der Server führt ihre Uhren, { $synced }: meine { $mine }, die des Gegners { $theirs }; { $whose }.
server-no-days-counted = Hier werden keine Tage nach einem Regelwerk gezählt: Urlaub, Zeitreklamationen und die Zeitkontrolle sind Sache des Servers.
server-col-by = von
server-col-received-hint = der Tag, an dem der Zug des Gegners diesen Schreibtisch erreichte: der Abgleich, der ihn brachte (E2.7)
server-col-sent-hint = der Tag, an dem mein Zug an den Server gesandt wurde (E2.8)
server-by-me = mir
server-by-opponent = Gegner

## Das Bedenkzeitkonto: Urlaub

leave-whole-game = ganze Partie
leave-balance = { $period }: { $used } von { $allowance } Tagen verbraucht, { $left } übrig ({ $rule })
leave-balance-td = ; vom Turnierleiter gewährt: { $used } von { $allowance } (E8.3)
leave-none-booked = kein Urlaub gebucht: { $days } Tage erlaubt ({ $rule })
leave-beyond-allowance =
    { $days ->
        [one] { $days } gebuchter Tag über dem erlaubten Urlaub: an ihm läuft die Uhr
       *[other] { $days } gebuchte Tage über dem erlaubten Urlaub: an ihnen läuft die Uhr
    }
leave-cancelled-days =
    { $days ->
        [one] { $days } Tag in dieser Partie durch eine Antwort im Urlaub gestrichen (E8.4)
       *[other] { $days } Tage in dieser Partie durch eine Antwort im Urlaub gestrichen (E8.4)
    }
leave-booking =
    { $days ->
        [one] { $from } bis { $to } ({ $days } Tag)
       *[other] { $from } bis { $to } ({ $days } Tage)
    }
leave-booking-granted = , vom Turnierleiter gewährt
leave-booking-announced = , gemeldet am { $date }
leave-booking-announced-late = , verspätet gemeldet am { $date } (E8.2)
leave-booking-new-year = , über den Jahreswechsel
leave-cancel = Urlaub streichen
leave-cancel-hint = diese Buchung aus allen Partien des Spielers entfernen
leave-book-heading = Urlaub buchen (für alle Partien des Spielers):
leave-from = von:
leave-to = bis:
leave-announced = gemeldet:
leave-granted-by-td = vom Turnierleiter gewährt (E8.3)
leave-book = Urlaub buchen

## Das Bedenkzeitkonto: Reklamationen und Strafen

claims-heading = Reklamationen
claims-none = Keine Reklamationen.
claims-claim = { $claimant } reklamiert die Zeit von { $offender } in Periode { $period } (Züge { $first }-{ $last }): abgesandt { $sent }, empfangen { $received }
claims-protest-reached = Einspruch erreichte den Turnierleiter am { $date }
claims-awaiting-protest = ein Einspruch kann den Turnierleiter bis { $date } erreichen (E7.3)
claims-awaiting-decision = Einspruch erhoben: Entscheidung des Turnierleiters steht aus (E7.4)
claims-upheld = stattgegeben: die Zählung des Säumigen beginnt neu (E7.4)
claims-conceded = anerkannt: kein Einspruch rechtzeitig (E7.3)
claims-dismissed-barred = abgewiesen; keine weiteren Reklamationen in dieser Periode (E7.6)
claims-dismissed = abgewiesen
claims-protest-on = Einspruch am:
claims-record-protest = Einspruch eintragen
claims-uphold = stattgeben
claims-dismiss = abweisen
claims-dismiss-bar = abweisen, weitere Reklamationen sperren
claims-dismiss-bar-hint = keine weiteren Reklamationen dieses Spielers in dieser Periode (E7.6)
claims-reopen = wieder öffnen
claims-withdraw = Reklamation zurückziehen
claims-make-heading = eine Reklamation erheben:
claims-white-claims = Weiß reklamiert
claims-black-claims = Schwarz reklamiert
claims-period = Periode:
claims-no-excess = das Konto zeigt keine Überschreitung durch { $side } in Periode { $period }
claims-sent = abgesandt:
claims-received-by-offender = vom Säumigen empfangen:
claims-make = Reklamation erheben
claims-make-hint = die Reklamation geht an den Turnierleiter und den Gegner ({ $rule }, E7.2)
penalties-heading = Strafen
penalties-none = Keine Strafen.
penalties-penalty = { $side } Zug { $move }: { $reason }
penalties-referred-on = , Rückfrage am { $date }
penalties-corrected-on = , berichtigt am { $date }
penalties-remove = Strafe entfernen
penalties-cost-days = { $days } Tage ({ $rule })
penalties-cost-correction = die Zeit bis zur Berichtigung ({ $rule })
penalties-add-heading = eine Strafe hinzufügen, sie kostet { $cost }:
penalties-move = Zug:
penalties-reason = Grund
penalties-referred = Rückfrage:
penalties-corrected = berichtigt:
penalties-add = Strafe hinzufügen

## Das Bedenkzeitkonto: das Regelwerk

rules-played-under = diese Partie wird gespielt nach:
rules-not-in-project = das Regelwerk { $rules } ist nicht im Projekt
rules-games-using =
    { $games ->
        [one] { $games } Partie des Projekts verwendet es.
       *[other] { $games } Partien des Projekts verwenden es.
    }
rules-apply = auf dieses Regelwerk anwenden
rules-apply-hint = jede Partie nach diesem Regelwerk folgt den neuen Zahlen
rules-revert = zurücksetzen
rules-copy = für diese Partie kopieren
rules-copy-hint = ein neues Regelwerk mit diesen Zahlen, nur von dieser Partie verwendet
rules-copy-name =
    { $n ->
        [1] { $name } (Kopie)
       *[other] { $name } (Kopie { $n })
    }
rules-name = Name
rules-days-per-control = Tage je Zeitkontrolle (E6.1)
rules-moves-per-control = Züge je Zeitkontrolle (E6.1)
rules-excesses = geduldete Überschreitungen (E6.2)
rules-penalty = Strafe (E6.6, P09)
rules-fixed-days = feste Tage
rules-until-correction = die Zeit bis zur Berichtigung
rules-transit-days = angenommene Transittage (E2.12)
rules-leave-days = Urlaubstage (E8.1, P11)
rules-leave-counted = Urlaub gezählt
rules-per-year = je Jahr
rules-per-game = je Partie
rules-td-extra-leave = weiterer Urlaub, den der Turnierleiter gewähren kann (E8.3)
rules-excluded-days = ausgenommene Tage
rules-no-sundays = keine Zeit an Sonntagen (P08)
rules-same-day-reply = Antwort am selben Tag
rules-counts-zero = zählt null (P08)
rules-repeat-after = Wiederholung nach Tagen (E3.1, P12)
rules-escalate-after = Meldung nach Tagen (E3.2, P12)
rules-protest-window = Einspruchsfrist (E7.3)
rules-claim-window = Reklamationsfrist (P13)
rules-days = Tage
rules-with-reply = mit der Antwort auf den Kontrollzug (E7.1)
rules-upheld-claim = eine stattgegebene Reklamation
rules-restarts-count = beginnt die Zählung neu (E7.4)

## Scroll bars and the calendar

scroll-bar-horizontal = { $what }, waagrechte Bildlaufleiste
scroll-bar-vertical = { $what }, senkrechte Bildlaufleiste
calendar-name = Kalender: { $field }
calendar-hint = das Datum in einem Kalender wählen
calendar-previous-month = Vorheriger Monat
calendar-previous-month-hint = vorheriger Monat
calendar-next-month = Nächster Monat
calendar-next-month-hint = nächster Monat

## Where the keyboard goes

focus-board = das Brett
focus-move-field = das Zugfeld
focus-games-list = die Partienliste
focus-due-list = die Fälligkeitsliste
said-keyboard-not-moved = { $target } wird nicht gezeigt: die Tastatur bleibt, wo sie war

## The correspondence pane

corr-reply-hint = die Nachricht zur gewählten Partie schreiben
corr-export = Exportieren…
corr-export-hint = die Korrespondenz der Partie als Textdatei für den Turnierleiter (E5.1)
corr-filter = Filter:
corr-filter-hint = ein Zug, ein Name, ein Datum…
corr-all-games = alle Partien
corr-none-here-some-elsewhere = Keine Nachrichten zu Partie { $game } aufbewahrt; { $elsewhere } in anderen Partien („alle Partien“ ankreuzen).
corr-none-here = Keine Nachrichten zu Partie { $game } aufbewahrt.
corr-none = Keine Nachrichten aufbewahrt.
corr-count =
    { $count ->
        [one] { $count } Nachricht
       *[other] { $count } Nachrichten
    }
corr-not-mailed = {" "}· nicht gemailt
corr-send-hint = jetzt über Ihr E-Mail-Konto senden (Bearbeiten > E-Mail-Konto…); ein an einem anderen Tag erfasster Zug geht mit dem Datum des Versandtags
corr-copy-hint = diese Nachricht kopieren, z. B. um sie erneut zu senden
corr-arrived = { $sender }, eingegangen { $date }
corr-arrived-assumed = { $sender }, eingegangen { $date } (angenommen, E2.9)
corr-as-read = Wie ccdesk sie liest
corr-export-title = Korrespondenz exportieren
corr-exported = die Korrespondenz der Partie { $game } nach { $path } exportiert
corr-not-exported = nichts wurde exportiert: { $why }

## The analysis pane

analysis-stop = Analyse anhalten
analysis-start = Analyse starten
analysis-engine = Engine: { $engine }
analysis-restart = Drücken Sie „Analyse starten“, um die Engine neu zu starten.
analysis-nodes =
    { $nodes ->
        [one] { $nodes } Knoten
       *[other] { $nodes } Knoten
    }
analysis-depth = Tiefe { $depth }
analysis-add-line = Variante hinzufügen
analysis-add-line-hint = diese Variante bei der Analyse der Partie aufbewahren, getrennt von ihren Zügen
analysis-tablebase = Endspieldatenbank
analysis-tablebase-needs-tables = Braucht Syzygy-Tabellen: wählen Sie den Ordner mit den *.rtbw- und *.rtbz-Dateien unter Bearbeiten › Engine-Einstellungen….
analysis-tablebase-no-answer = Keine Antwort der Endspieldatenbank: { $why }.
analysis-off-server = Engine- und Endspieldatenbank-Hilfe ist für diese Partie ausgeschaltet: { $server } verbietet sie (noEngines oder noTablebases).
analysis-off-event = Engine- und Endspieldatenbank-Hilfe ist für { $event } ausgeschaltet: seine Regeln verbieten sie.
analysis-allow-again = Sie kann unter Bearbeiten › Engine in diesem Turnier erlaubt wieder erlaubt werden.
analysis-select-game = Wählen Sie eine Partie, um ihre Stellung zu analysieren.
analysis-eval-bar = Bewertung { $eval } ({ $side } besser), von { $engine }
analysis-engine-allowed = Engine in diesem Turnier erlaubt
analysis-engine-allowed-hint = aus, wenn die Regeln von { $event } Engine- und Endspieldatenbank-Hilfe verbieten: das Fenster verbirgt sie dann für seine Partien
