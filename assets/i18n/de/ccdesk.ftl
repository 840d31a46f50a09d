# Das Fenster von ccdesk auf Deutsch (dieselben Schlüssel wie en/ccdesk.ftl).

## Die Menüleiste

menu-file = Datei
menu-edit = Bearbeiten
menu-view = Ansicht
menu-help = Hilfe

## Datei

file-new = Neu
file-new-game = Neue Partie…
file-reply = Antworten…
file-reply-hint = die Nachricht mit dem Zug der gewählten Partie (E2)
file-read-message = Nachricht lesen…
file-read-message-hint = eine eingegangene Nachricht einfügen oder eine .eml öffnen
file-open = Öffnen…
file-open-recent = Zuletzt geöffnet
file-no-recent = keine zuletzt geöffneten Projekte
pgn-import = PGN importieren…
pgn-import-hint = die Partien einer PGN-Datei dem Projekt hinzufügen (ein Rückgängig-Schritt)
pgn-export = PGN exportieren
pgn-export-waits = { $check }; Exporte warten darauf
pgn-export-selected = Gewählte Partie…
pgn-export-team = Eine Mannschaft
pgn-export-division = Eine Liga
pgn-export-all = Ganzes Projekt…
file-server-games = Serverpartien…
file-server-games-hint = Ihre Partien auf einem XFCC-Server (ICCF, LSS) abgleichen und Züge senden
file-check-mail = E-Mail abrufen
file-check-mail-hint = neue E-Mails Ihrer Partien abrufen (Bearbeiten > E-Mail-Konto…) und zum Lesen auflisten
file-save = Speichern
file-save-as = Speichern unter…
file-rename = Projekt umbenennen…
file-rename-hint = der Name in der Titelleiste, in den Fußzeilen der Schiedsrichtermappen und in der Kalenderdatei
rename-title = Projekt umbenennen
rename-intro = Der Name des Projekts steht in der Titelleiste, in der Fußzeile der Schiedsrichtermappen und in der Kalenderdatei.
rename-name = Name:
rename-name-hint = ein Name
rename-ok = OK
rename-cancel = Abbrechen
file-print-scoresheet = Partieformular drucken
file-print-scoresheet-hint = Notation und Bedenkzeitkonto der gewählten Partie (E5.1, P10)
file-print-a4 = auf A4…
file-print-letter = auf US Letter…
file-quit = Beenden

## Bearbeiten

edit-undo = Rückgängig
edit-redo = Wiederherstellen
edit-whose-desk = Wessen Schreibtisch…
edit-mail-account = E-Mail-Konto…
edit-mail-account-hint = die IMAP- und SMTP-Server, über die die E-Mails Ihrer Partien abgerufen und gesendet werden
edit-engine-settings = Engine-Einstellungen…
edit-own-file-chooser = Eigene Dateiauswahl von ccdesk verwenden
edit-own-file-chooser-hint = Dateien im Fenster von ccdesk statt im Dialog des Systems wählen (ohnehin, wenn dieser sich nicht öffnet)

## Ansicht

view-workspace = Arbeitsbereich
workspace-all-panes = Alle Bereiche
workspace-all-panes-hint = die Partienliste und die Turnierleitung, das Brett, das Partieformular und das Bedenkzeitkonto
workspace-player = Spieler
workspace-player-hint = Ihre Partien und was fällig ist, das Brett, das Partieformular und das Bedenkzeitkonto
workspace-organiser = Turnierleiter
workspace-organiser-hint = die Turnierleitung, breit, mit der Partienliste
workspace-adjudicator = Schiedsrichter
workspace-adjudicator-hint = die Abschätzungsfälle und ihre Mappen, das Brett und das Partieformular und Bedenkzeitkonto, die eine Mappe enthält
workspace-shown = Arbeitsbereich { $name }
view-own-layout-hint = Ihre eigene Anordnung; Rechtsklick zum Löschen
view-delete-layout = „{ $name }“ löschen
view-save-layout-as = Anordnung speichern als
view-layout-name-hint = ein Name
view-save-layout = Speichern
view-save-layout-hint = die gezeigte Anordnung unter diesem Namen behalten, hier in Ansicht
view-layout-not-saved = Anordnung nicht gespeichert: { $problem }
view-reset-layout = Anordnung zurücksetzen
view-reset-layout-hint = die eigene Anordnung des gewählten Arbeitsbereichs wiederherstellen
view-panes = Bereiche
theme-system = Design des Systems
theme-light = Hell
theme-dark = Dunkel
view-go-to = Gehe zu
go-to-board = Brett
go-to-move-field = Zugfeld
go-to-games-list = Partienliste
go-to-due-list = Fälligkeitsliste
go-to-pane = Bereich { $pane }
view-language = Sprache
view-language-hint = die Sprache der Menüs des Fensters (die des Systems, bis Sie eine wählen)

## Hilfe

help-welcome = Willkommen…
help-welcome-hint = was ccdesk und die Demo sind, wessen Schreibtisch es ist und wie man beginnt
help-about = Über ccdesk…
help-keyboard = Tastatur…

## Tage auf der Uhr

days-left =
    { $days ->
        [one] { $days } Tag übrig
       *[other] { $days } Tage übrig
    }
