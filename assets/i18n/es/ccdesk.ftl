# La ventana de ccdesk en español (las mismas claves que en/ccdesk.ftl).

## La barra de menús

menu-file = Archivo
menu-edit = Edición
menu-view = Ver
menu-help = Ayuda

## Archivo

file-new = Nuevo
file-new-game = Nueva partida…
file-reply = Responder…
file-reply-hint = el mensaje con la jugada de la partida elegida (E2)
file-read-message = Leer mensaje…
file-read-message-hint = pegar un mensaje recibido, o abrir un .eml
file-open = Abrir…
file-open-recent = Abiertos recientemente
file-no-recent = ningún proyecto reciente
pgn-import = Importar PGN…
pgn-import-hint = añadir al proyecto las partidas de un archivo PGN (se deshace de una vez)
pgn-export = Exportar PGN
pgn-export-waits = { $check }; las exportaciones lo esperan
pgn-export-selected = Partida elegida…
pgn-export-team = Un equipo
pgn-export-division = Una división
pgn-export-all = Todo el proyecto…
file-server-games = Partidas en servidor…
file-server-games-hint = sincronizar sus partidas en un servidor XFCC (ICCF, LSS) y enviar jugadas
file-check-mail = Recibir correo
file-check-mail-hint = recibir el correo nuevo de sus partidas (Edición > Cuenta de correo…) y listarlo para leerlo
file-save = Guardar
file-save-as = Guardar como…
file-rename = Renombrar el proyecto…
file-rename-hint = el nombre de la barra de título, del pie de los dosieres de adjudicación y del archivo de calendario
rename-title = Renombrar el proyecto
rename-intro = El nombre del proyecto aparece en la barra de título, al pie de los dosieres de adjudicación y en el archivo de calendario.
rename-name = Nombre:
rename-name-hint = un nombre
rename-ok = Aceptar
rename-cancel = Cancelar
file-print-scoresheet = Imprimir planilla
file-print-scoresheet-hint = la notación y el registro de tiempo de la partida elegida (E5.1, P10)
file-print-a4 = en A4…
file-print-letter = en US Letter…
file-quit = Salir

## Edición

edit-undo = Deshacer
edit-redo = Rehacer
edit-whose-desk = De quién es el escritorio…
edit-mail-account = Cuenta de correo…
edit-mail-account-hint = los servidores IMAP y SMTP por los que se recibe y envía el correo de sus partidas
edit-engine-settings = Ajustes del motor…
edit-own-file-chooser = Usar el selector de archivos de ccdesk
edit-own-file-chooser-hint = elegir archivos en la ventana de ccdesk en lugar del diálogo del sistema (se usa de todos modos cuando este no se abre)

## Ver

view-workspace = Espacio de trabajo
workspace-all-panes = Todos los paneles
workspace-all-panes-hint = la lista de partidas y la administración del torneo, el tablero, la planilla y el registro de tiempos
workspace-player = Jugador
workspace-player-hint = sus partidas y lo que vence, el tablero, la planilla y el registro de tiempos
workspace-organiser = Organizador
workspace-organiser-hint = la administración del torneo, ancha, con la lista de partidas
workspace-adjudicator = Adjudicador
workspace-adjudicator-hint = los casos de adjudicación y sus dosieres, el tablero, y la planilla y el registro de tiempos que contiene un dosier
workspace-shown = espacio de trabajo { $name }
view-own-layout-hint = su propia disposición; clic derecho para borrarla
view-delete-layout = borrar «{ $name }»
view-save-layout-as = Guardar disposición como
view-layout-name-hint = un nombre
view-save-layout = Guardar
view-save-layout-hint = conservar la disposición mostrada con este nombre, aquí en Ver
view-layout-not-saved = disposición no guardada: { $problem }
view-reset-layout = Restablecer disposición
view-reset-layout-hint = volver a la disposición propia del espacio de trabajo elegido
view-panes = Paneles
theme-system = Tema del sistema
theme-light = Claro
theme-dark = Oscuro
view-go-to = Ir a
go-to-board = Tablero
go-to-move-field = Campo de jugada
go-to-games-list = Lista de partidas
go-to-due-list = Lista de plazos
go-to-pane = Panel { $pane }
view-language = Idioma
view-language-hint = el idioma de los menús de la ventana (el del sistema hasta que elija uno)

## Ayuda

help-welcome = Bienvenida…
help-welcome-hint = qué son ccdesk y la demo, de quién es el escritorio y cómo empezar
help-about = Acerca de ccdesk…
help-keyboard = Teclado…

## Días en el reloj

days-left =
    { $days ->
        [one] { $days } día restante
       *[other] { $days } días restantes
    }
