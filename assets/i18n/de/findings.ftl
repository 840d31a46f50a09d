# Die Befunde der Prüfung auf Deutsch: was `ccdesk check` und das Fenster
# auflisten (Spielberechtigung, fällige Entscheidungen).

## Die Zeile eines Befunds: seine Schwere, seine Regel und was gefunden wurde.
finding-line = { $severity } ({ $rule }): { $what }
finding-severity-note = Hinweis
finding-severity-warning = Warnung
finding-severity-breach = Verstoß

## Spielberechtigung (C05-C07, C11-C14)
finding-plays-for-another-team = { $player } spielt auch für eine andere Mannschaft ({ $first })
finding-combined-with-itself = eine Mannschaft kann ein Unternehmen nicht mit sich selbst zusammenlegen
finding-combined-needs-approval = Spielgemeinschaft von { $company } und { $partner }: braucht die Genehmigung des Ausschusses
finding-membership-above-boards = die verlangte Mitgliederzahl ({ $required }) übersteigt die Zahl der Bretter ({ $boards })
finding-too-few-members = { $members ->
        [one] { $members } Clubmitglied
       *[other] { $members } Clubmitglieder
    }, { $required } verlangt für { $division }
finding-too-few-players = { $players } Spieler gemeldet für { $boards ->
        [one] { $boards } Brett
       *[other] { $boards } Bretter
    }
finding-too-many-players = { $players } Spieler gemeldet für { $boards ->
        [one] { $boards } Brett
       *[other] { $boards } Bretter
    }: die letzten haben kein Brett
finding-not-a-player = { $player } ist kein Spieler des Projekts
finding-other-company = { $player } spielt nicht für das Unternehmen der Mannschaft
finding-ex-employee = { $player } ist am { $left } ausgeschieden; spätere Arbeitgeber: { $employers }
finding-no-later-employers = keine
finding-later-employer-competes = { $player } war seitdem bei { $employer } beschäftigt, das eine Mannschaft im Wettbewerb hat
finding-ex-employees-over-half = { $ex ->
        [one] { $ex } ehemaliger Mitarbeiter
       *[other] { $ex } ehemalige Mitarbeiter
    } in einer Mannschaft von { $size }: höchstens die Hälfte
finding-too-many-ex-employees = { $ex ->
        [one] { $ex } ehemaliger Mitarbeiter
       *[other] { $ex } ehemalige Mitarbeiter
    }: höchstens { $most }
finding-rated-above-board-above = { $player } (Brett { $board }, Wertung { $rating }) ist höher bewertet als { $above } (Brett { $above_board }, Wertung { $above_rating })
finding-rated-above-stronger-team = { $player } (Wertung { $rating }) spielt in { $team }, ist aber höher bewertet als ein Spieler einer stärkeren Mannschaft des Unternehmens (Wertung { $weakest })

## Ein Verstoß und die Entscheidung darüber (C15, C21, C37, C38)
finding-breach-and-ruling = { $breach } ({ $rule }); { $ruling }
finding-ruled = entschieden: { $ruling }
finding-ruling-due-c21 = Entscheidung fällig nach C21: bis zu 4 Brettpunkte Abzug und/oder die Partien als vom Gegner gewonnen gewertet
finding-ruling-due-c15 = Entscheidung fällig nach C15: bis zu 4 Brettpunkte Abzug je betroffenem Spieler
finding-ruling-due-other = Entscheidung fällig nach { $under }: der Turnierleiter entscheidet
finding-organiser-decides = der Turnierleiter entscheidet (C37)
finding-deducted = { $points } Brettpunkte abgezogen am { $day } ({ $under })
finding-deducted-withdrawn = { $points } Brettpunkte abgezogen am { $day } ({ $under }), zurückgenommen: { $withdrawal } (C38)
finding-withdrawn-on-appeal = der Ausschuss gab der Berufung vom { $appealed } am { $day } statt
finding-withdrawn-in-error = irrtümlich eingetragen, vom Turnierleiter am { $day } entfernt

## Die Fälligkeiten der Saison (C09-C11, C16, C22, C24, C28, C37)
finding-due-entry = Meldung von { $company } nicht eingetragen
finding-due-form = Mannschaftsmeldung von { $company } nicht zurückgegeben
finding-due-pairing-list = Paarungsliste nicht an { $company } gesandt
finding-due-no-pairings = { $division } hat keine Paarungen
finding-due-no-result = kein Ergebnis für { $white } – { $black } (Partie { $game }): zur Abschätzung einreichen
finding-due-captains-disagree = die Mannschaftsführer sind uneins über das Ergebnis der Partie { $game }
finding-due-adjudication-fees = { $company } schuldet { $amount } an Abschätzungsgebühren
finding-due-fees = { $company } schuldet { $amount }
finding-due-reminder = { $company } eine Beitragsmahnung senden, mindestens { $days } Tage vor dem Ausschluss
finding-due-liable-to-expulsion = { $company } wurde am { $reminded } gemahnt und kann ab dem { $from } ausgeschlossen werden
finding-due-address-change = Adressänderung von { $player } am { $occurred } nicht an Mannschaftsführer und Gegner gemeldet

## Was in einem Abschätzungsfall fällig ist, und von wem (C24-C27, E10-E11, E13.2)
finding-case-due = { $from }: { $what } ({ $rule })
finding-case-due-by = { $from }: { $what } bis { $by } ({ $rule })
finding-party-white = Weiß
finding-party-black = Schwarz
finding-party-organiser = Turnierleiter
finding-party-adjudicator = Schiedsrichter { $name }
finding-body-original = die ursprünglichen Schiedsrichter
finding-body-final = der nationale Verband
finding-body-second = ein zweiter Schiedsrichter
finding-verdict-white = Sieg für Weiß (1-0)
finding-verdict-black = Sieg für Schwarz (0-1)
finding-verdict-draw = Remis (½-½)
finding-step-appeal-analysis = Berufung, falls eingelegt, mit einer Analyse der Stellung
finding-step-appeal = Berufung, falls eingelegt (weitere Analyse darf beiliegen)
finding-step-second-adjudicator = die Entscheidung eines anderen Schiedsrichters einholen und beiden Seiten mitteilen
finding-step-rule-on-appeal = über die Berufung entscheiden
finding-step-default-upheld = den Verzug anwenden: der Anspruch von { $side } wird anerkannt ({ $verdict })
finding-step-default-both = den Verzug anwenden: Verlust für beide
finding-step-claim-diagrams = Anspruch (Sieg oder Remis), die Partienotation und zwei Diagramme
finding-step-claim-moves = Anspruch (Sieg oder Remis), die Züge und die Stellung, Analyse falls vorhanden
finding-step-decide-unsubmitted = die Partie entscheiden: keine Seite hat eingereicht
finding-step-send-to-adjudicators = die Stellung ohne die Ansprüche an { $n } Schiedsrichter senden
finding-step-send-to-independent = die Stellung ohne die Ansprüche an { $n ->
        [one] { $n } unabhängigen Schiedsrichter
       *[other] { $n } unabhängige Schiedsrichter
    } senden
finding-step-opinion = Gutachten zur Stellung
finding-step-send-to-third = die Stellung und die beiden Urteile an einen dritten Schiedsrichter senden
finding-step-notify-decision = die Entscheidung beiden Seiten mitteilen, mit dem Hinweis, wer Berufung einlegen darf
finding-due-now = jetzt ({ $rule })
finding-party-nobody = niemand
finding-state-waiting = wartet auf Ansprüche
finding-state-with-adjudicators = bei den Schiedsrichtern
finding-state-decided = entschieden
finding-state-under-appeal = in Berufung
finding-state-final = endgültig

## The file check's word on the status line (issue 19)
finding-check-found = die Dateiprüfung fand { $count ->
        [one] { $count } Problem
       *[other] { $count } Probleme
    }, zuerst { $first }; `ccdesk check` listet { $count ->
        [one] es
       *[other] sie alle
    } auf

## Was die Dateiprüfung fand, und wo (issue 19)
finding-problem = { $place }: { $what }
finding-place-project = Projekt
finding-place-player = Spieler { $player }
finding-place-player-named = Spieler { $player } ({ $name })
finding-place-company = Unternehmen { $company }
finding-place-division = Liga { $division }
finding-place-team = Mannschaft { $team }
finding-place-team-named = Mannschaft { $team } ({ $name })
finding-place-pairing = Liga { $division }, Paarung { $number }
finding-place-game = Partie { $game }
finding-place-move = Partie { $game }, Zug { $number } ({ $san })
finding-invalid-format-version = format_version ist { $found }, dieses Programm liest { $reads }
finding-invalid-id-twice = die Kennung ist zweimal vergeben
finding-invalid-no-name = hat keinen Namen
finding-invalid-unknown-company = spielt für Unternehmen { $company }, das nicht im Projekt ist
finding-invalid-no-boards = hat keine Bretter
finding-invalid-company-not-in-project = Unternehmen { $company } ist nicht im Projekt
finding-invalid-players-for-boards = hat { $players } Spieler für { $boards ->
        [one] { $boards } Brett
       *[other] { $boards } Bretter
    }
finding-invalid-player-not-in-project = Spieler { $player } ist nicht im Projekt
finding-invalid-team-not-in-division = Mannschaft { $team } ist nicht in der Liga
finding-invalid-board-outside = Brett { $board } liegt außerhalb von 1..{ $boards }
finding-invalid-paired-twice = Mannschaft { $team } Brett { $board } ist zweimal gepaart
finding-invalid-paired-against-itself = eine Mannschaft ist gegen sich selbst gepaart
finding-invalid-plays-himself = ein Spieler kann nicht gegen sich selbst spielen
finding-invalid-conditional-too-deep = ihre bedingte Zugfolge nach Zug { $after } ist { $depth } erwartete Züge tief; ccdesk behält höchstens { $most }
finding-invalid-sent-before-received = gesandt am { $sent } vor dem Empfang am { $received }
finding-invalid-arrived-before-sent = angekommen am { $arrived }, bevor er gesandt wurde ({ $sent })
finding-invalid-ledger = ihre Bedenkzeitabrechnung lässt sich nicht ermitteln: { $why }
finding-invalid-team-not-in-the-season = Mannschaft { $team } ist nicht in der Saison
finding-invalid-team-not-in-season = Mannschaft { $team } ist nicht in der Saison { $season }
finding-invalid-unknown-division = ihre Paarung nennt die Liga { $division }, die die Saison nicht hat: ihr Ergebnis fiele aus der Tabelle
finding-invalid-after-close = gesandt am { $sent }, nach dem Spielschluss am { $closes } (C19): die Stellung geht so zur Abschätzung, wie sie stand

## Ein Schritt nach seiner Frist eingetragen (C09-C11, C16, C24)
finding-late-received = verspätet: eingegangen am { $date }, fällig am { $due } ({ $rule })
finding-late-returned = verspätet: zurückgegeben am { $date }, fällig am { $due } ({ $rule })
finding-late-sent = verspätet: gesandt am { $date }, fällig am { $due } ({ $rule })
finding-late-entry = die Meldung von { $company } { $late }
finding-late-form = die Mannschaftsmeldung von { $company } { $late }
finding-late-pairing-list = die Paarungsliste an { $company } { $late }
finding-late-reminder = die Beitragsmahnung an { $company } { $late }
finding-late-expulsion = der Ausschluss von { $company } { $late }
finding-late-claim = der Anspruch von { $side } in Partie { $game } { $late }
finding-late-payment = eine Zahlung von { $amount } von { $company } { $late }
finding-dates-received-before-sent = { $san } kann nicht empfangen sein ({ $received }), bevor er gesandt wurde ({ $sent })

## What a reminder asks of the desk's owner (E3.1-E3.3, P12)
duty-repeat-by-post = meinen Zug in { $game } mit allen Angaben per Einschreiben wiederholen
duty-repeat-with-copy = meinen Zug in { $game } mit allen Angaben wiederholen, mit einer Kopie an den Turnierleiter
duty-inform-director = dem Turnierleiter melden, dass in { $game } keine Antwort kam, und seine Entscheidung abwarten
duty-ask-captain = meinen Mannschaftsführer bitten, dem Veranstalter zu melden, dass in { $game } keine Antwort kam
duty-opponent-may-lose = { $days ->
        [0] kein
       *[other] seit { $days } Tagen kein
    } Zug des Gegners in { $game }: die Partie kann einem Spieler, der den Turnierleiter nicht über die Verzögerung unterrichtet hat, als verloren gewertet werden
duty-i-may-lose = { $days ->
        [0] kein
       *[other] seit { $days } Tagen kein
    } Zug von mir in { $game }: die Partie kann gegen mich als verloren gewertet werden
