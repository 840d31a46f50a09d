# La finestra di ccdesk in italiano (le stesse chiavi di en/ccdesk.ftl).

## La barra dei menu

menu-file = File
menu-edit = Modifica
menu-view = Visualizza
menu-help = Aiuto

## File

file-new = Nuovo
file-new-game = Nuova partita…
file-reply = Rispondi…
file-reply-hint = il messaggio con la mossa della partita scelta (E2)
file-read-message = Leggi messaggio…
file-read-message-hint = incollare un messaggio arrivato, o aprire un .eml
file-open = Apri…
file-open-recent = Apri recenti
file-no-recent = nessun progetto recente
pgn-import = Importa PGN…
pgn-import-hint = aggiungere al progetto le partite di un file PGN (un solo annullamento)
pgn-export = Esporta PGN
pgn-export-waits = { $check }; le esportazioni lo attendono
pgn-export-selected = Partita scelta…
pgn-export-team = Una squadra
pgn-export-division = Una divisione
pgn-export-all = Tutto il progetto…
file-server-games = Partite sul server…
file-server-games-hint = sincronizzare le tue partite su un server XFCC (ICCF, LSS) e inviare mosse
file-check-mail = Controlla posta
file-check-mail-hint = scaricare la posta nuova delle tue partite (Modifica > Account di posta…) ed elencarla da leggere
file-save = Salva
file-save-as = Salva con nome…
file-rename = Rinomina il progetto…
file-rename-hint = il nome della barra del titolo, in calce ai fascicoli di aggiudicazione e nel file del calendario
rename-title = Rinomina il progetto
rename-intro = Il nome del progetto compare nella barra del titolo, in calce ai fascicoli di aggiudicazione e nel file del calendario.
rename-name = Nome:
rename-name-hint = un nome
rename-ok = OK
rename-cancel = Annulla
file-print-scoresheet = Stampa formulario
file-print-scoresheet-hint = la notazione e il registro del tempo della partita scelta (E5.1, P10)
file-print-a4 = su A4…
file-print-letter = su US Letter…
file-quit = Esci

## Modifica

edit-undo = Annulla
edit-redo = Ripristina
edit-whose-desk = Di chi è la scrivania…
edit-mail-account = Account di posta…
edit-mail-account-hint = i server IMAP e SMTP da cui si scarica e tramite cui si invia la posta delle tue partite
edit-engine-settings = Impostazioni del motore…
edit-own-file-chooser = Usa il selettore di file di ccdesk
edit-own-file-chooser-hint = scegliere i file nella finestra di ccdesk invece che nella finestra di dialogo del sistema (usato comunque quando questa non si apre)

## Visualizza

view-workspace = Area di lavoro
workspace-all-panes = Tutti i pannelli
workspace-all-panes-hint = l'elenco delle partite e l'amministrazione del torneo, la scacchiera, il formulario e il registro dei tempi
workspace-player = Giocatore
workspace-player-hint = le sue partite e le scadenze, la scacchiera, il formulario e il registro dei tempi
workspace-organiser = Organizzatore
workspace-organiser-hint = l'amministrazione del torneo, ampia, con l'elenco delle partite
workspace-adjudicator = Aggiudicatore
workspace-adjudicator-hint = i casi di aggiudicazione e i loro fascicoli, la scacchiera, e il formulario e il registro dei tempi che un fascicolo contiene
workspace-shown = area di lavoro { $name }
view-own-layout-hint = la tua disposizione; clic destro per eliminarla
view-delete-layout = elimina «{ $name }»
view-save-layout-as = Salva disposizione come
view-layout-name-hint = un nome
view-save-layout = Salva
view-save-layout-hint = conservare la disposizione mostrata con questo nome, qui in Visualizza
view-layout-not-saved = disposizione non salvata: { $problem }
view-reset-layout = Ripristina disposizione
view-reset-layout-hint = rimettere la disposizione propria dell'area di lavoro scelta
view-panes = Riquadri
theme-system = Tema del sistema
theme-light = Chiaro
theme-dark = Scuro
view-go-to = Vai a
go-to-board = Scacchiera
go-to-move-field = Campo della mossa
go-to-games-list = Elenco partite
go-to-due-list = Elenco scadenze
go-to-pane = Riquadro { $pane }
view-language = Lingua
view-language-hint = la lingua dei menu della finestra (quella del sistema finché non ne scegli una)

## Aiuto

help-welcome = Benvenuto…
help-welcome-hint = che cosa sono ccdesk e la demo, di chi è la scrivania e come cominciare
help-about = Informazioni su ccdesk…
help-keyboard = Tastiera…

## Giorni sull'orologio

days-left =
    { $days ->
        [one] { $days } giorno rimasto
       *[other] { $days } giorni rimasti
    }
