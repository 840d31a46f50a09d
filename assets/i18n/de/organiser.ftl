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
admin-approved-today = heute genehmigt
admin-approved-today-hint = die Genehmigung dieser Spielgemeinschaft durch den Ausschuss eintragen, mit heutigem Datum (C07)
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
