# Die Bereiche des Turnierleiters (Mannschaftsmeisterschaft und Schiedsrichter) auf Deutsch.

## The admin pane: its competition, season and division lines

admin-no-competition = Keine Mannschaftsmeisterschaft in diesem Projekt.
admin-start-competition = Meisterschaft beginnen…
admin-start-competition-hint = ihr Name, der Turnierleiter und die erste Saison mit den Standardterminen (C03, C04, C09-C11, C16, C19, C24, C25)
admin-no-season = Die Meisterschaft hat noch keine Saison.
admin-champions-and = und
admin-champions = Meister { $season }: { $champions } (C31) · alle Pokale (C30)
admin-no-divisions = Diese Saison hat noch keine Ligen.
admin-division-label = Liga
admin-division-title =
    { $name } ({ $teams ->
        [one] { $teams } Mannschaft
       *[other] { $teams } Mannschaften
    }, { $boards ->
        [one] { $boards } Brett
       *[other] { $boards } Bretter
    })
admin-new-division = neue Liga…
admin-new-division-hint = eine Liga dieser Saison hinzufügen: ihr Name und die Bretter je Mannschaft (C05)
admin-season-label = Saison
admin-season-current = { $name } (laufend)
admin-season-choice-hint = eine frühere Saison wird gezeigt, wie sie stand: Mannschaften, Paarungen, Partien, Ergebnisse, Tabelle, Kreuztabelle, Kalender und Gebühren, und ihre Exporte; nichts darin lässt sich ändern
admin-season-read-only = Saison { $name }, wie sie stand: nur lesen. Änderungen werden in der laufenden Saison gemacht.
admin-season-back = zurück zu { $name }
admin-season-back-hint = wieder die laufende Saison zeigen
admin-earlier-season-unchanged = Saison { $season } wird gezeigt, wie sie stand: nichts darin lässt sich ändern; für Änderungen die laufende Saison wählen.

## The admin pane's tabs

admin-tab-teams = Mannschaften ({ $n })
admin-tab-pairings = Paarungen ({ $n })
admin-tab-games = Partien ({ $n })
admin-tab-results = Ergebnisse
admin-tab-standings = Tabelle
admin-tab-crosstable = Kreuztabelle
admin-tab-deductions = Punktabzüge
admin-tab-calendar = Kalender
admin-tab-fees = Gebühren
admin-tabs-more = mehr ▾
admin-tabs-more-hint = die Reiter, die nicht in die Breite passen
admin-games-list = Partien der Liga

## Calendar buttons

admin-change-dates = Termine ändern…
admin-change-dates-hint = die Termine der Saison (C09-C11, C16, C19, C24, C25)
admin-organiser = Turnierleiter…
admin-organiser-hint = Name und Postanschrift des Turnierleiters, an die die Mannschaftsführer schreiben (C03, C23, P12)
admin-next-season = nächste Saison…
admin-next-season-hint = Meister eingetragen, zwei Auf- und zwei Absteiger nach den Abschlusstabellen, die Sie ändern können (C31, C32)

## Teams

admin-no-teams = Noch keine Mannschaften.
admin-add-team = Mannschaft hinzufügen…
admin-add-team-hint = eine Mannschaft eines Unternehmens, ihre Spieler in Brettreihenfolge, der stärkste zuerst (C14)
admin-replace-player = Spieler ersetzen…
admin-replace-player-hint = ein vom Turnierleiter genehmigter Ersatzspieler übernimmt ein Brett und seine laufenden Partien (C20)
admin-labels-pdf = Adressetiketten als PDF…
admin-labels-pdf-hint = A4-Bögen mit Etiketten (3 × 7) für die Vertreter und Mannschaftsführer der Liga, die Post des Turnierleiters (C10, C11, C16): ccdesk labels
admin-edit-division = Liga bearbeiten…
admin-edit-division-hint = ihr Name, und ihre Bretter, bevor sie gepaart ist (C05)
admin-late-entry = Meldung
admin-late-team-form = Mannschaftsmeldung
admin-late-of = von { $company }
admin-team-expelled = ✖ ausgeschlossen (C09)
admin-team-ineligible = ✖ nicht spielberechtigt
admin-team-check = ⚠ prüfen
admin-team-hint = die Angaben des Unternehmens: Vertreter, Kontakt, Clubmitglieder (C06, C10); Rechtsklick entfernt die Mannschaft
admin-remove-team = Mannschaft entfernen
admin-captain = (Mannschaftsführer)
admin-board-player = Brett { $board }: { $player }
admin-player-hint = die Angaben des Spielers: E-Mail, Fernschachadresse (C16, C22), Beschäftigung (C12, C13), Wertung (C14); Rechtsklick ändert Brett oder Mannschaft
admin-breach = Verstoß: { $ruling }
admin-approved = genehmigt
admin-approved-hint = die Genehmigung dieser Spielgemeinschaft durch den Ausschuss eintragen, mit Datum { $day } (das Datum oben) (C07)
admin-teams-list = Mannschaften
admin-board-up = hoch an Brett { $board }
admin-board-down = runter an Brett { $board }
admin-move-to-team = in Mannschaft verschieben
admin-move-to-team-board = { $team } (Brett { $board })
admin-take-off-team = aus der Mannschaft nehmen

## Standings and crosstable

tables-export = exportieren…
tables-standings-html = Tabelle als HTML…
tables-standings-csv = Tabelle als CSV…
tables-crosstable-html = Kreuztabelle als HTML…
tables-crosstable-csv = Kreuztabelle als CSV…
tables-standings-pdf = Tabelle als PDF…
tables-crosstable-pdf = Kreuztabelle als PDF…
tables-standings-order = Brettpunkte, dann Brettwertung, dann Brettelimination (C29, C30).
tables-place = Platz
tables-place-hint = geteilt von Mannschaften, die nach jeder Feinwertung gleich sind (C30)
tables-team = Mannschaft
tables-team-hint = über eine Mannschaft fahren für ihre Rechnung
tables-game-points = Brettpunkte
tables-game-points-hint = 1 je Sieg, ½ je Remis, abzüglich Punktabzüge (C29)
tables-board-count = Brettwertung
tables-board-count-hint = eigenes Brett je Sieg, die Hälfte je Remis; weniger ist besser (C30)
tables-tiebreak = Feinwertung
tables-tiebreak-hint = was den Platz gegen die punktgleichen Mannschaften entschied
tables-working = Rechnung
tables-crosstable-cell = Jedes Feld: die Brettpunkte der Zeilenmannschaft gegen die Spaltenmannschaft (Bretter).
tables-points = Punkte
tables-board-by-board = { $letter } { $team }: Brett für Brett
tables-encounter = Brett { $board }: { $player } – { $opponent } ({ $team }, Brett { $opponent_board }): Weiß { $white }, Schwarz { $black }

## Pairings

pairings-seed = Startwert
pairings-seed-hint = eine Zahl
pairings-generate = Paarungen erzeugen
pairings-generate-hint = die Buchstaben der Mannschaften mit diesem Startwert auslosen (gespeichert, wiederholbar), nach der Hutton-Tabelle paaren und zwei Partien je Paarung anlegen (C17)
pairings-seed-not-number = eine ganze Zahl als Startwert der Auslosung eingeben
pairings-same-company-draw = Diese Paarungen würden Mannschaften eines Unternehmens gegeneinander paaren (C06): { $teams }.
pairings-pair-anyway = trotzdem paaren
pairings-pair-anyway-hint = die Liga wie gezeigt paaren, Mannschaften eines Unternehmens eingeschlossen
pairings-cancel = abbrechen
pairings-cancel-hint = die Paarungen lassen, wie sie sind: neu auslosen oder die Tabelle ändern
pairings-seed-drawn = Ausgelost mit Startwert { $seed }.
pairings-none = Noch nicht gepaart.
pairings-list-pdf = Paarungsliste als PDF…
pairings-list-pdf-hint = für die Mannschaftsführer: Namen, Mannschaften, Bretter, Farben und die Fernschachadressen der Gegner (C16, C17)
pairings-list-csv = Paarungsliste als CSV…
pairings-list-csv-hint = dieselbe Liste als Tabellenblatt, die Spalten von ccdesk pairings (C16)
pairings-same-company = Mannschaften eines Unternehmens: { $teams }.
pairings-versus = –
pairings-at-difference =
    { $pairings } mit Abstand { $difference }
pairings-board-differences = Brettabstände: { $differences }.
pairings-meetings = Begegnungen der Mannschaften

## Calendar

calendar-due =
    Fällig und überfällig am { $today } ({ $n ->
        [one] { $n } Eintrag
       *[other] { $n } Einträge
    })
calendar-dates = Meldungen { $entries }, Mannschaftsmeldungen { $forms }, Paarungen { $pairings }, Spielzeit { $starts } bis { $closes }, Abbruchabgaben { $submissions }, Gebühren fällig { $fees }.
calendar-overdue = (überfällig)
calendar-steps-dated = Schritte datiert:
calendar-steps-dated-hint = der Tag, an dem ein Schritt unten geschah: heute, außer Sie tragen ihn nach (Meldung, Mannschaftsmeldung, Liste, Mahnung oder Ausschluss behalten dieses Datum)
calendar-late = Nach der Frist eingetragen ({ $n })

## Fees

fees-rates = Beitrag { $subscription } je Mitglied, Mindestmeldegebühr { $minimum } (C08); abgewiesene Beschwerde { $claim } und Berufung { $appeal } (C28).
fees-no-company = Noch kein Unternehmen hat eine Mannschaft gemeldet.
fees-company = Unternehmen
fees-entry = Meldung
fees-adjudication = Abschätzung
fees-arrears = Rückstand
fees-paid = bezahlt
fees-balance = Saldo
fees-subscriptions = Beiträge { $amount } (C08)
fees-not-upheld =
    { $claims ->
        [one] { $claims } Beschwerde
       *[other] { $claims } Beschwerden
    } und { $appeals ->
        [one] { $appeals } Berufung
       *[other] { $appeals } Berufungen
    } abgewiesen (C28)
fees-arrears-hint = am Ende der Vorsaison geschuldet, einmal übertragen

## Results

results-loss-to-both = Verlust für beide
results-annulled = annulliert
results-by = { $score } durch { $ending }
results-choose-result = das Ergebnis wählen
results-choose-ending = wählen, wie die Partie endete
results-type-received = den Eingangstag der Meldung eingeben, als JJJJ-MM-TT
results-disputed = strittig (C37)
results-one-captain = { $score } (ein Mannschaftsführer, C23)
results-no-games = Noch keine Partien: zuerst die Paarungen erzeugen.
results-as-they-stood = Die Ergebnisse, wie sie am Saisonende standen.
results-choose-game = Unten eine Partie wählen, um ihr Ergebnis einzutragen.
results-game = Partie
results-result = Ergebnis
results-disputed-hint = die Mannschaftsführer sind uneins: der Turnierleiter entscheidet (C23, C37)
results-captain-of = der Mannschaftsführer von { $team }
results-the-organiser = der Turnierleiter
results-reported-by = gemeldet von
results-result-label = Ergebnis:
results-loss-to-both-hint = beide Seiten als verloren gewertet (C25, E12.3)
results-annulled-hint = zählt für niemanden (E9.1)
results-as-reported-hint = das Ergebnis wie gemeldet (C23)
results-how-it-ended = wie sie endete:
results-received-on = Meldung eingegangen am
results-today = heute
results-today-hint = die Meldung kam heute
results-last-move-day = Tag des letzten Zuges ({ $day })
results-last-move-day-hint = der Tag des letzten eingetragenen Zuges der Partie
results-record = Meldung eintragen
results-reported-on = { $result } gemeldet am { $day }
results-report-line = { $day }: { $who } meldete { $result }
results-captains-disagree = Die Mannschaftsführer sind uneins: die Partie zählt nichts, bis der Turnierleiter entscheidet (C23, C37).
results-only-one-captain = Nur ein Mannschaftsführer meldete: { $score } gilt (C23).

## Deductions

deductions-rule-c15 = C15: nicht in Spielstärkereihenfolge gespielt
deductions-rule-c21 = C21: nicht spielberechtigter Spieler
deductions-rule-e13 = E13.1: andere Strafe
deductions-choose-team = die bestrafte Mannschaft wählen
deductions-points-range = Brettpunkte: von ½ bis 4 je betroffenem Spieler (C15, C21), etwa 2 oder 1.5
deductions-give-reason = den Grund angeben: er steht bei der Tabelle
deductions-not-a-date = { $field }: ein Datum (JJJJ-MM-TT)
deductions-committee-decided = Ausschuss entschied am
deductions-taken-out-on = entfernt am
deductions-company-notified = Unternehmen benachrichtigt
deductions-company-notified-hint = der Tag, an dem das Unternehmen vom Abzug erfuhr
deductions-appeal-received = Berufung eingegangen
deductions-appeal-received-hint = schriftlich an den Vorsitzenden, binnen 7 Tagen nach der Mitteilung (C38)
deductions-withdraw-title = Den Abzug von { $points } Punkten bei { $team } zurücknehmen ({ $rule }, entschieden { $decided })
deductions-appeal-upheld = Berufung vom Ausschuss stattgegeben (C38)
deductions-in-error = irrtümlich eingetragen
deductions-withdraw-button = Abzug zurücknehmen
deductions-intro = Einer Mannschaft abgezogene Brettpunkte: bis zu 4 je betroffenem Spieler, mit Grund (C15, C21).
deductions-team = bestrafte Mannschaft
deductions-choose = wählen…
deductions-player = betroffener Spieler
deductions-none-named = keiner genannt
deductions-up-to-4 = bis zu 4
deductions-rule = Regel
deductions-reason = Grund
deductions-reason-hint = steht bei der Tabelle
deductions-decided = entschieden
deductions-decided-hint = das Datum der Entscheidung: eine Berufung ist binnen 7 Tagen fällig (C38)
deductions-deduct = Brettpunkte abziehen
deductions-none = Keine Punktabzüge in dieser Liga.
deductions-col-team = Mannschaft
deductions-col-player = Spieler
deductions-deducted = abgezogen
deductions-why = warum
deductions-withdraw = zurücknehmen
deductions-withdraw-hint = der Ausschuss gab einer Berufung statt (C38), oder er wurde irrtümlich eingetragen
deductions-withdrawn = Zurückgenommen: sie zählen nichts
deductions-col-withdrawn = zurückgenommen

## Fees and payments

payments-subscription = Beitrag je Mitglied
payments-minimum-fee = Mindestmeldegebühr
payments-claim-fee = abgewiesene Beschwerde
payments-appeal-fee = abgewiesene Berufung
payments-not-an-amount = { $field }: ein Betrag wie 12.50
payments-choose-company = das zahlende Unternehmen wählen
payments-amount-more = Betrag: mehr als nichts, etwa 25.00
payments-received = eingegangen
payments-set-fees-title = die Gebühren der Saison festlegen
payments-set-fees = Gebühren festlegen
payments-from = Zahlung von
payments-amount = Betrag
payments-note = Vermerk
payments-record = Zahlung eintragen
payments-list = eingegangene Zahlungen ({ $n })
payments-remove = entfernen
payments-remove-hint = eine irrtümlich eingetragene Zahlung

## The adjudication pane: the season's dates, the cases list and its filters

adjudication-select-case = Einen Fall (oder eine Partie) wählen, um seine Abschätzung zu sehen.
adjudication-apply = Anwenden
adjudication-cancel = Abbrechen
adjudication-season = Saison { $season }: Spielschluss { $closes } (C19); Abbruchabgaben fällig { $claims } (C24); keine bis { $both }: Verlust für beide (C25). Heute ist der { $today }.
adjudication-open-cases = Fälle bei Spielschluss eröffnen
adjudication-open-cases-hint = C19: jede unbeendete Partie der Saison bekommt einen Fall ({ $n } jetzt)
adjudication-play-closes-on = Spielschluss am { $day }
adjudication-every-game-has-case = jede unbeendete Partie hat ihren Fall
adjudication-apply-defaults = C25-Kampflosverluste anwenden ({ $n })
adjudication-apply-defaults-hint = C25: eine Seite, die binnen 7 weiterer Tage nichts beansprucht, verliert gegen den Anspruch der Seite, die es tat; kein Anspruch von beiden bis zum Stichtag: Verlust für beide
adjudication-no-competition = Keine Mannschaftsmeisterschaft: Fälle werden Partie für Partie nach den E-Mail-Regeln eröffnet (E10). Heute ist der { $today }.
adjudication-filter-season = Saison
adjudication-any-season = jede Saison
adjudication-filter-state = Stand
adjudication-any-state = jeder Stand
adjudication-filter-division = Liga
adjudication-any-division = jede Liga
adjudication-filter-team = Mannschaft
adjudication-any-team = jede Mannschaft
adjudication-due-within =
    fällig binnen { $days ->
        [one] { $days } Tag
       *[other] { $days } Tagen
    }
adjudication-any-deadline = jede Frist
adjudication-overdue = überfällig
adjudication-filter-deadline = Frist
adjudication-days = Tage
adjudication-search = Fälle suchen
adjudication-search-hint = Partienummer, Spieler oder Mannschaft
adjudication-clear-filters = Filter löschen
adjudication-no-cases = Keine Abschätzungsfälle.
adjudication-no-match = Kein Fall passt zu den Filtern.
adjudication-col-case = Fall
adjudication-col-where = wo
adjudication-col-state = Stand
adjudication-col-deadline = nächste Frist
adjudication-col-due-from = fällig von
adjudication-print = Drucken
adjudication-this-game = diese Partie
adjudication-every-case-of = jeder Fall von { $division }
adjudication-packets-wait = { $check }; die Sendungen warten darauf
adjudication-print-captain = Abgabe des Mannschaftsführers drucken…
adjudication-print-captain-hint = C24: Partienotation und zwei Diagramme je Partie, schwarze Steine umringt; die Ansprüche auf eigenen Blättern
adjudication-print-adjudicator = Sendung des Schiedsrichters drucken…
adjudication-print-adjudicator-hint = C26: die Stellungen ohne die Ansprüche; ein dritter Schiedsrichter bekommt auch die ersten beiden Urteile

## Dialogs: divisions and teams

admin-cancel = abbrechen
forms-no-division = es gibt keine Liga { $division }
forms-boards-fixed = { $division } ist an { $boards } Brettern gepaart: ihre Bretter ändern sich nur vor der Paarung (C05)
forms-give-name = der Liga einen Namen geben
forms-boards-number = Bretter: eine ganze Zahl ab 1 (C05)
forms-new-division = Neue Liga
forms-division-example = Liga 1
forms-name = Name
forms-boards = Bretter
forms-boards-hint = je Mannschaft (C05)
forms-add-division = Liga hinzufügen
forms-add-team-title = Eine Mannschaft in { $division } aufnehmen
forms-company-hint = neu oder schon gemeldet
forms-players = Spieler
forms-players-hint = Brett 1 zuerst, durch Kommas getrennt
forms-captain-first = Der erste Spieler ist der Mannschaftsführer. Die Spielberechtigung wird geprüft, sobald die Mannschaft aufgenommen ist.
forms-add-team = Mannschaft aufnehmen
forms-the-division = die Liga
forms-edit-title = { $division } bearbeiten
forms-division-name = Name der Liga
forms-boards-per-team = Bretter je Mannschaft
forms-save-division = Liga speichern

## The entries files

entries-menu = Meldungen als CSV…
entries-import-companies = Unternehmen importieren…
entries-import-entries = Meldungen importieren…
entries-export-companies = Unternehmen exportieren…
entries-export-entries = Meldungen exportieren…
entries-import-title = Meldungen importieren
entries-bad-rows =
    { $n ->
        [one] { $n } fehlerhafte Zeile: nichts wird importiert, bis sie berichtigt ist.
       *[other] { $n } fehlerhafte Zeilen: nichts wird importiert, bis sie berichtigt sind.
    }
entries-import = importieren

## The due list's steps

due-entry = Meldung eingegangen
due-entry-hint = die Meldung als eingegangen am Datum der Schritte eintragen (C10)
due-form = Mannschaftsmeldung zurück
due-form-hint = die Mannschaftsmeldung als zurückgekommen am Datum der Schritte eintragen (C11)
due-list-sent = Liste verschickt
due-list-sent-hint = die Paarungsliste als an den Vertreter verschickt am Datum der Schritte eintragen (C16)
due-reminder = Mahnung verschickt
due-reminder-hint = die Gebührenmahnung als verschickt am Datum der Schritte eintragen: ein Ausschluss ist 21 Tage später möglich (C09)
due-expelled = ausgeschlossen
due-expelled-hint = das Unternehmen am Datum der Schritte wegen unbezahlter Gebühren als ausgeschlossen eintragen, mit einer Entscheidung über die laufenden Partien seiner Mannschaften (C09)
due-result = Ergebnis eintragen…
due-result-hint = zur Partie im Reiter Ergebnisse (C23, C37)
due-payment = Zahlung…
due-payment-hint = eine Zahlung im Reiter Gebühren eintragen (C08)
due-adjudication-payment-hint = eine Zahlung der Abschätzungsgebühren im Reiter Gebühren eintragen (C28)
due-rule-default = Kampflosverlust entscheiden
due-rule-default-hint = die laufenden Partien des Spielers wegen der nicht gemeldeten Adressänderung am Datum der Schritte als kampflos verloren entscheiden (C22)
due-pairings = Paarungen…
due-pairings-hint = zum Reiter Paarungen (C16)
due-date-unreadable = das Datum der Schritte oben ist kein lesbares Datum
due-expel = ausschließen…
due-expel-annulled = ausschließen, Partien annulliert
due-expel-scored-lost = ausschließen, Partien als verloren gewertet

## The organiser's own table

own-table-summary = Die Tabelle paart jeden einmal. Brettabstände: { $differences }. Begegnungen: { $meetings }. Buchstaben: { $letters }.
own-table-title = eigene Tabelle des Turnierleiters
own-table-rows = Eine Zeile je Paarung, von einer Seite oder beiden: { $columns } (Buchstaben in der Reihenfolge der Mannschaften).
own-table-box = eigene Tabelle
own-table-import = Tabelle aus CSV importieren…
own-table-import-hint = eine Tabelle aus einer CSV-Datei in das Feld lesen
own-table-check = Tabelle prüfen
own-table-pair = mit dieser Tabelle paaren
own-table-pair-hint = die Paarungen ersetzen und zwei Partien je Paarung anlegen (C17)
own-table-paired = Mit der Tabelle des Turnierleiters gepaart.

## Next season

rollover-no-season = das Projekt hat keine Saison zum Weiterführen
rollover-no-calendar = kein Kalender für das Jahr { $year }
rollover-title = Nächste Saison (C31, C32)
rollover-new-season = neue Saison
rollover-first-year = ihr erstes Jahr
rollover-seed-dates = Standardtermine für dieses Jahr
rollover-year-invalid = ihr erstes Jahr: ein Jahr wie 2026
rollover-dates = Termine
rollover-champions = Meister (C31): { $names }.
rollover-no-champions = Keine Meister: die erste Liga hat keine Tabelle.
rollover-trophy = Pokal { $division } (C30): { $holders }.
rollover-division =
    { $division } ({ $teams ->
        [one] { $teams } Mannschaft
       *[other] { $teams } Mannschaften
    })
rollover-promoted = ↑ aufgestiegen aus { $from }
rollover-relegated = ↓ abgestiegen aus { $from }
rollover-moved = vom Turnierleiter verschoben aus { $from }
rollover-move-hint = die Liga, in der { $team } nächste Saison spielt
rollover-name-season = die neue Saison benennen, etwa 2026-27
rollover-start = nächste Saison beginnen

## Replacing a player

replacement-choose-team = die Mannschaft wählen
replacement-approved = genehmigt
replacement-title = Einen Spieler ersetzen (C20)
replacement-board = Brett
replacement-by = ersetzt durch
replacement-by-hint = ein Spieler des Unternehmens, oder ein neuer Name
replacement-known = Bekannte Spieler des Unternehmens:
replacement-takes-over = Er übernimmt das Brett und die laufenden Partien; beendete Partien behalten ihre Spieler.
replacement-approve = Ersatz genehmigen

## Starting a competition, its dates and its Organiser

start-entries-close = Meldeschluss (C10)
start-forms-due = Mannschaftsmeldungen fällig (C11)
start-pairings-set = Paarungen und Gebühren festgelegt (C16, C28)
start-play-starts = Spielbeginn (C19)
start-play-closes = Spielschluss (C19)
start-submissions-due = Abbruchabgaben fällig (C24)
start-both-default = beide Seiten säumig (C25)
start-fees-due = Gebühren fällig (C09)
start-not-a-date = { $field }: `{ $text }` ist kein Datum (JJJJ-MM-TT)
start-year-invalid = Jahr: ein Jahr wie 2026
start-give-name = der Meisterschaft einen Namen geben
start-give-season = der Saison einen Namen geben, etwa 2026-27
start-organiser-address = Anschrift des Turnierleiters
start-organiser-address-hint = wohin die Mannschaftsführer ihm schreiben (C23; P12)
start-title = Eine Meisterschaft beginnen
start-competition = Meisterschaft
start-competition-example = Betriebs-Fernschachmeisterschaft
start-organiser = Turnierleiter
start-organiser-hint = der Turnierleiter (C03)
start-season = Saison
start-first-year = erstes Jahr
start-first-year-hint = Meldeschluss in diesem Jahr
start-seed-dates = Standardtermine für dieses Jahr
start-seed-dates-hint = Meldungen 1. Sep., Mannschaftsmeldungen 15. Sep., Paarungen 1. Okt., Spielzeit 15. Okt. bis 15. Juni, Abbruchabgaben 30. Juni, beide säumig 7. Juli, Gebühren 1. Jan.
start-start = Meisterschaft beginnen
start-season-dates = Termine der Saison
start-change-dates = Termine ändern
start-organiser-title = Turnierleiter
start-save-organiser = Turnierleiter speichern

## Player and company details

details-no-player = es gibt keinen Spieler { $player }
details-player-needs-name = der Spieler braucht einen Namen
details-left-c12 = hat das Unternehmen verlassen (C12)
details-rating-invalid = Wertung: eine ganze Zahl, oder nichts
details-address-changed = Adresse geändert am (C22)
details-told-c22 = Mannschaftsführer und Gegner benachrichtigt am (C22)
details-told-before = sie können nicht vor der Adressänderung benachrichtigt sein
details-company-needs-name = das Unternehmen braucht einen Namen
details-members-invalid = Clubmitglieder: eine ganze Zahl (C06)
details-player-title = Angaben zum Spieler
details-player = Spieler
details-player-hint = voller Name (E2.4)
details-email = E-Mail
details-email-hint = für Zugmitteilungen
details-postal-address = Postanschrift
details-postal-address-hint = für die Paarungsliste (C16)
details-telephone = Telefon
details-telephone-hint = die Nummern eines Mannschaftsführers stehen auf der Paarungsliste (C11, C16)
details-told = Mannschaftsführer und Gegner benachrichtigt am
details-told-hint = leer: noch nicht (C22: binnen 7 Tagen)
details-employment = Beschäftigung
details-employed = beschäftigt
details-retired = im Ruhestand
details-ex-employee = ehemaliger Mitarbeiter (C12, C13)
details-left = hat das Unternehmen verlassen
details-later-employers = spätere Arbeitgeber
details-later-employers-hint = durch ; getrennt
details-rating = Wertung
details-rating-hint = zur Prüfung der Brettreihenfolge (C14)
details-withdrawal = Rückzug (E9.1)
details-withdrew = Er trat zurück oder starb: seine laufenden Partien werden annulliert oder als verloren gewertet.
details-annul = seine laufenden Partien annullieren
details-score-lost = als verloren werten
details-save-player = Spieler speichern
details-company-title = Angaben zum Unternehmen
details-company-name = Name des Unternehmens
details-representative = Vertreter
details-representative-hint = der Vertreter für die Betriebsmeisterschaft (C10)
details-rep-address = Anschrift des Vertreters
details-rep-address-hint = seine Fernschachadresse (C10)
details-rep-phone = Telefon des Vertreters
details-rep-phone-hint = seine Telefonnummer (C10)
details-other-contact = weiterer Kontakt
details-members = Clubmitglieder
details-members-hint = dort beschäftigt (C06)
details-save-company = Unternehmen speichern

## The engine assessment

assessment-seconds = Bewertungszeit in Sekunden
assessment-depth = Bewertungstiefe
assessment-not-a-number = { $field }: { $text } ist keine ganze Zahl von 1 bis { $max }
assessment-title = Bewertung durch die Engine
assessment-none = Keine Bewertung durch die Engine.
assessment-running = bewertet… ({ $limit })
assessment-running-game = bewertet Partie { $game }…
assessment-stop = Bewertung anhalten
assessment-stop-hint = die Engine anhalten; nichts wird eingetragen
assessment-open = Bewertung durch die Engine ▾
assessment-closed = Bewertung durch die Engine…
assessment-hint = die Engine aus Bearbeiten › Engine-Einstellungen auf der Schlussstellung mit fester Tiefe oder Zeit laufen lassen
assessment-by-depth = bis zu einer Tiefe (Halbzüge)
assessment-by-time = für eine Zeit (Sekunden)
assessment-run = Bewertung starten
assessment-run-hint = die Engine arbeitet im Hintergrund; das Fenster bleibt bedienbar
assessment-already-running = eine Bewertung läuft schon
assessment-recorded = { $engine } bewertete die Schlussstellung am { $day } ({ $limit }).
assessment-position-changed = Die Schlussstellung der Partie hat sich seither geändert: neu bewerten.
assessment-hide = Bewertung verbergen
assessment-hide-hint = die Sicht der Engine wieder verbergen
assessment-show = Bewertung zeigen
assessment-show-hint = C26: der Schiedsrichter beurteilt die Stellung; die Sicht der Engine bleibt verborgen, bis sie verlangt wird
assessment-print = auf dem Blatt des Schiedsrichters drucken
assessment-print-hint = die Wahl des Gremiums; die Abgabe des Mannschaftsführers trägt sie nie (C24)
assessment-remove = Bewertung entfernen

## One case

case-none = { $game } { $players } hat keinen Abschätzungsfall.
case-game-finished = Die Partie ist beendet.
case-open-inter-office-hint = C19, C24: Spielschluss war am { $day }; die Mannschaftsführer geben bis zum Termin der Saison ab
case-open-email-hint = E10.1-3: Spielschluss heute ({ $day }); beide Spieler geben binnen 30 Tagen ab
case-inter-office-rules-name = den Regeln der Betriebsmeisterschaft
case-email-rules-name = den E-Mail-Regeln
case-open = einen Fall nach { $rules } eröffnen
case-title = Fall { $game }: { $players }
case-inter-office-rules = Regeln der Betriebsmeisterschaft (C24-C28)
case-email-rules = E-Mail-Regeln (E10, E11)
case-no-result = noch keins
case-result = Ergebnis der Partie: { $result }
case-due = fällig: { $due }
case-deadlines-inter-office = Eröffnet bei Spielschluss, { $opened }. Ansprüche fällig { $claims } (C24); eine Seite, die das versäumte, hat bis { $cure } (C25); kein Anspruch von beiden bis { $both }: Verlust für beide (C25).
case-deadlines-email = Eröffnet bei Spielschluss, { $opened }. Züge, Stellung und Anspruch beider Spieler fällig bis { $due } (E10.1-3); ohne Analyse keine Berufung (E10.4).
case-claims = Ansprüche
case-adjudicators = Schiedsrichter
case-decision = Entscheidung
case-appeals = Berufungen
case-orders = Anordnungen des Turnierleiters (C25, E13.2)

## The adjudication case: claims, adjudicators, decision, appeals, orders

claim-too-late = {" "}– zu spät, zählt nicht (C25)
claim-analysis-is = Analyse: { $analysis }
claim-no-analysis = keine Analyse
claim-line = { $side } beansprucht { $kind }, eingegangen { $received }{ $late }; { $analysis }
claim-none-yet = { $side }: noch kein Anspruch
claim-default-applied = C25-Regelfall angewandt am { $applied }: { $result }
claim-white = Anspruch von Weiß
claim-black = Anspruch von Schwarz
claim-win = Gewinn
claim-draw = Remis
claim-received = Anspruch eingegangen:
claim-analysis = Analyse zum Anspruch:
claim-record = Anspruch erfassen
claim-record-hint = C24, E10.1-3: ein späterer Anspruch derselben Seite ersetzt den früheren
claim-apply-default = den C25-Regelfall anwenden: { $result }
panel-third-role = {" "}(dritter Schiedsrichter, kennt die ersten beiden Urteile)
panel-opinion-awaited = Urteil ausstehend
panel-opinion-received = Urteil { $verdict } eingegangen { $received }
panel-referral = { $adjudicator }{ $role }: Stellung gesandt { $sent }; { $opinion }
panel-third-decided = Die ersten beiden Schiedsrichter waren uneins; das Urteil des dritten entschied (C26).
panel-disagree = Die ersten beiden Schiedsrichter sind uneins: die Stellung und beide Urteile gehen an einen dritten (C26).
panel-adjudicator = Schiedsrichter:
panel-position-sent = Stellung gesandt:
panel-send-third = Stellung an den dritten Schiedsrichter senden
panel-send-third-hint = C26: der dritte Schiedsrichter erhält die Stellung und die ersten beiden Urteile
panel-send = Stellung senden ({ $number } von { $of })
panel-send-hint = C26: an einen unabhängigen Schiedsrichter, ohne die Ansprüche
panel-name-adjudicator = geben Sie den Namen des Schiedsrichters ein
panel-opinion-of = Urteil von
panel-opinion-date = Urteil eingegangen:
panel-reasons = Begründung:
panel-record-opinion = Urteil erfassen
decision-no-appeal = keine Berufung (E10.4)
decision-and = {" "}und{" "}
decision-may-appeal = { $who } kann bis { $until } Berufung einlegen ({ $rule })
decision-notified-line = { $verdict }, mitgeteilt { $notified }; { $appeal }
decision-panel-verdict = Das Urteil der Schiedsrichter: { $verdict } (feststehend seit { $settled }).
decision-notified = mitgeteilt:
decision-notify = Entscheidung mitteilen
decision-notify-hint = C27, E10.5: beiden Seiten werden die Entscheidung und die Berufungsberechtigten mitgeteilt; die Partie erhält ihr Ergebnis
appeal-window-closed = Die Berufungsfrist ist abgelaufen: eine innerhalb der Frist abgeschickte Berufung kann noch mit ihrem Absendedatum erfasst werden (C27).
appeal-appealed-on = { $side } legte am { $mailed } Berufung ein
appeal-ruled = { $body } ({ $by }) entschied { $verdict } am { $ruled }
appeal-side-appeals = { $side } legt Berufung ein
appeal-mailed = Berufung abgeschickt:
appeal-analysis = Analyse zur Berufung:
appeal-record = Berufung erfassen
appeal-record-hint = C27: binnen 14 Tagen, mit einer Analyse; E11.1, E11.3
appeal-goes-to = Die Berufung geht an { $body }.
appeal-ruled-by = entschieden von:
appeal-ruling-notified = Entscheidung mitgeteilt:
appeal-record-ruling = Berufungsentscheidung erfassen
appeal-record-ruling-hint = C27: die ursprünglichen Schiedsrichter, dann der Verband, dessen Entscheidung endgültig ist; E11.2: die Entscheidung eines zweiten Schiedsrichters ist endgültig
appeal-name-ruled-by = geben Sie den Namen des Schiedsrichters oder der Stelle ein
order-extended = Ansprüche zählen bis { $until }
order-referred = die Stellung geht an die Schiedsrichter
order-scored = gewertet { $outcome }
order-line = { $date }: { $what }; { $reason }
order-dated = Anordnung vom:
order-reason = Grund:
order-claims-until = Ansprüche zählen bis:
order-extend = die Anspruchsfrist verlängern
order-extend-hint = C25: bis zu diesem Tag eingegangene Ansprüche zählen; die Regelfälle warten darauf
order-refer = jetzt an die Schiedsrichter geben
order-refer-hint = C25: die Stellung geht zur Abschätzung, was auch immer die Regelfälle sagen
order-score-white = 1-0 werten
order-score-draw = ½-½ werten
order-score-black = 0-1 werten
order-score-both-lose = 0-0 werten, Verlust für beide
order-score = die Partie werten
order-score-hint = das Ergebnis des Turnierleiters; der Fall ist abgeschlossen
form-not-a-date = { $what }: { $text } ist kein Datum; geben Sie es als 2026-06-28 ein
