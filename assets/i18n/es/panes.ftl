# es: the panes, the status bar and the dialogs (same keys as en/panes.ftl).

## El panel del tablero

piece-white-king = rey blanco
piece-white-queen = dama blanca
piece-white-rook = torre blanca
piece-white-bishop = alfil blanco
piece-white-knight = caballo blanco
piece-white-pawn = peón blanco
piece-black-king = rey negro
piece-black-queen = dama negra
piece-black-rook = torre negra
piece-black-bishop = alfil negro
piece-black-knight = caballo negro
piece-black-pawn = peón negro
side-white = las blancas
side-black = las negras
board-record-pending-first = Registre primero { $move } con sus fechas bajo el tablero, o cancélela.
board-viewing-earlier = Está viendo una posición anterior: una jugada hecha es definitiva (E4.1). Vaya a la última jugada para introducir una jugada, o active el análisis.
board-game-over-no-moves = La partida ha terminado: no se pueden introducir más jugadas.
board-illegal-move = { $from }-{ $to } no es una jugada legal.
board-illegal-king-in-check = { $from }-{ $to } no es una jugada legal (el rey está en jaque).
board-illegal-still-in-check = { $from }-{ $to } no es una jugada legal (no sale del jaque).
board-square-legal-target = casilla de destino posible
board-square-last-move = última jugada
board-square-in-check = en jaque
nav-first = Primera jugada
nav-first-hint = primera jugada (Inicio)
nav-previous = Jugada anterior
nav-previous-hint = jugada anterior (Izquierda)
nav-next = Jugada siguiente
nav-next-hint = jugada siguiente (Derecha)
nav-last = Última jugada
nav-last-hint = última jugada (Fin)
board-status-analysis = análisis desde la media jugada { $ply } (juegan { $side })
board-status-pending = { $move } introducida: ¿cuándo se recibió y se envió?
board-status-game-over = partida terminada
board-status-to-move = juegan { $side }
board-status-to-move-in-check = juegan { $side }, en jaque
board-status-viewing = media jugada { $ply } de { $plies } (juegan { $side })
board-select-a-game = Elija una partida en la lista de partidas.
board-moves-do-not-replay = sus jugadas no se pueden reproducir
board-cannot-show = La partida { $game } no se puede mostrar: { $why }.
board-flip = Girar
board-flip-hint = girar el tablero
board-copy-fen = Copiar FEN
board-copy-fen-hint = copiar la posición mostrada como FEN
board-copied-fen = posición copiada como FEN
board-analysis = Análisis
board-analysis-hint = probar jugadas desde la posición mostrada sin tocar la partida
board-move-field = Jugada:
board-move-field-hint = una jugada en cualquier notación; o una pregunta sobre la posición: p (mis piezas), p black knight, s e (una columna), s 5 (una fila), l (última jugada), c (relojes)
board-play = Jugar
board-analysis-moves =
    { $moves ->
        [one] { $moves } jugada de análisis
       *[other] { $moves } jugadas de análisis
    }
board-take-back = Deshacer
board-keep-line = Guardar variante
board-keep-line-hint = guardar esta variante con la partida, aparte de sus jugadas

## El panel de la planilla

language-english = inglés
language-german = alemán
language-french = francés
language-spanish = español
language-italian = italiano
score-messages-in = { $label }; mensajes en { $language }
score-no-game = Ninguna partida elegida.
score-cannot-show = La partida { $game } no se puede mostrar: { $why }. Corrija esa jugada en el archivo.
score-copy = Copiar notación
score-copy-hint = copiar las jugadas en la notación elegida
score-copied = notación copiada
score-moves = Jugadas
score-no-moves = Aún no hay jugadas.
score-tail = Jugadas condicionales y análisis
score-round = ronda { $round }
score-board = tablero { $board }
score-notation = notación
score-piece-letters = letras de las piezas
score-piece-letters-hint = las letras de las piezas acordadas con el adversario (E2.2)
score-message-language = idioma de los mensajes
score-message-language-hint = el idioma de los mensajes e impresos de la partida, acordado con el adversario
score-spoken-white = blancas
score-spoken-black = negras
score-not-sent-yet = aún no enviada
score-sent-on = enviada el { $date }
score-conditional-move = { $move } (si)
score-conditional-move-hint = jugada desde una continuación condicional aceptada (E4.6, E6.5)
score-date-sent-hint = fecha de envío (del registro de tiempos)
score-result = Resultado: { $result }
score-in-play = En juego: juegan { $side }.
score-draw-claimable-repetition = Se pueden reclamar tablas: triple repetición (tras la jugada { $number }).
score-draw-claimable-fifty-moves = Se pueden reclamar tablas: regla de las cincuenta jugadas (tras la jugada { $number }).
score-claim-draw = Reclamar tablas
score-record-result = Registrar resultado
result-white-resigns = Las blancas abandonan
result-black-resigns = Las negras abandonan
result-draw-agreed = Tablas acordadas
result-white-wins-on-time = Las blancas ganan por tiempo
result-black-wins-on-time = Las negras ganan por tiempo
result-white-wins-by-default = Las blancas ganan por incomparecencia
result-black-wins-by-default = Las negras ganan por incomparecencia
result-adjudicated-white-wins = Adjudicada: ganan las blancas
result-adjudicated-draw = Adjudicada: tablas
result-adjudicated-black-wins = Adjudicada: ganan las negras
score-clear-result = Borrar resultado
score-conditional-moves = Jugadas condicionales
score-if = Si:
score-if-hint = su jugada, su respuesta, …
score-propose = Proponer
score-propose-hint = añadir esta línea a las jugadas condicionales (un árbol)
score-proposal-sent = enviada el { $date }, vinculante
score-proposal-draft = borrador
score-proposal-after = tras la media jugada { $ply } ({ $state })
score-proposal-line = si { $line }
score-proposal-with = con { $move }, enviada el { $date }
score-proposal-today = { $date } (hoy: { $move } aún no tiene fecha de envío)
score-mark-sent = Marcar enviada
score-mark-sent-hint = enviada el { $date }: vincula desde entonces (E4.5, P07)
score-withdraw = Retirar
score-proposal-binds = vincula hasta que el adversario juegue otra jugada (E4.5)
score-analysis-lines = Análisis ({ $lines })
score-show-line-hint = mostrar esta variante en el tablero
score-delete-line-hint = borrar esta variante

## El panel del registro de tiempos

ledger-tab-moves = jugadas
ledger-tab-leave = vacaciones
ledger-tab-claims = reclamaciones y sanciones
ledger-tab-rules = reglamento
ledger-colour-white = blancas
ledger-colour-black = negras
ledger-no-game = Ninguna partida elegida.
ledger-game-scroll = Registro de tiempos de la partida
ledger-due-no-owner = pendiente: sin titular, así que ninguna partida mía
ledger-due-title =
    { $games ->
        [one] pendiente para { $owner } al { $date } ({ $games } partida)
       *[other] pendiente para { $owner } al { $date } ({ $games } partidas)
    }
ledger-select-game-hint = elegir la partida
due-mail-arrived = correo llegado en { $game }
due-mail-arrived-hint = Archivo > Recibir correo lo lista: Abrir lo muestra en Leer mensaje, para aplicarlo
ledger-due-white-vs = { $game }: blancas contra { $opponent }
ledger-due-black-vs = { $game }: negras contra { $opponent }
ledger-my-move = me toca
ledger-waiting = esperando
ledger-server-clocks = en { $server }: relojes { $mine } / { $theirs }
ledger-server-clocks-draw-offered = en { $server }: relojes { $mine } / { $theirs }, tablas ofrecidas
ledger-server-clocks-hint = como dijo el servidor en la última sincronización (el mío / el del adversario)
ledger-duty-since = desde el { $date }: { $what } ({ $rule })
ledger-reminders-reached = alcanzados: { $reminders } recordatorio(s)
ledger-duty-on = el { $date }: { $what } ({ $rule })
ledger-rule-set = reglamento: { $rules }
ledger-not-worked-out = el registro de tiempos no se puede calcular: { $why }
ledger-csv = CSV…
ledger-export-moves = exportar jugadas…
ledger-export-ledger = exportar registro…
ledger-import-dates = importar fechas…
ledger-csv-hint = las jugadas y fechas de la partida como las lee ccdesk ledger, o su registro calculado
ledger-choose-rule-set-first = elija primero un reglamento (pestaña reglamento)
ledger-no-clock-runs = ningún reloj corre: { $why }
ledger-summary =
    { $used ->
        [one] { $player } ({ $side }): { $used } día usado, { $left } restantes en la jugada { $control } ({ $allowed } permitidos)
       *[other] { $player } ({ $side }): { $used } días usados, { $left } restantes en la jugada { $control } ({ $allowed } permitidos)
    }
ledger-summary-running = ; al turno, { $running } corriendo: quedan { $left } hoy
ledger-summary-hint = { $days } días por { $moves } jugadas, acumulativo ({ $rule }); al { $date }
ledger-cannot-meet-control = no puede cumplir el control en la jugada { $control }: { $total } > { $allowance } días ({ $rule })
ledger-claim-with-reply = las { $side } pueden reclamar a más tardar con la jugada { $claim }, la respuesta a la jugada { $control } (E7.1)
ledger-claim-with-reply-sent = las { $side } pueden reclamar a más tardar con la jugada { $claim }, la respuesta a la jugada { $control }, enviada el { $date } (E7.1)
ledger-claim-by = una reclamación debe hacerse antes del { $date } ({ $rule })
ledger-table = Tabla del registro de tiempos
ledger-rows = Filas del registro de tiempos
ledger-col-move = jugada
ledger-col-move-hint = la jugada y quién la hizo
ledger-col-received = recibida
ledger-col-received-hint = la fecha en que se recibió la jugada del adversario (E2.7)
ledger-col-sent = enviada
ledger-col-sent-hint = la fecha en que se envió esta jugada (E2.8, P04)
ledger-col-days = días
ledger-col-days-hint = días usados en esta jugada (E6.4, P08)
ledger-col-leave = vac.
ledger-col-leave-hint = días de vacaciones en el intervalo (E8.1, P11)
ledger-col-excluded = excl.
ledger-col-excluded-hint = días excluidos: domingos, días listados (P08)
ledger-col-penalty = san.
ledger-col-penalty-hint = días de sanción (E6.6, P09)
ledger-col-total = total
ledger-col-total-hint = el total del bando (E6.3)
ledger-col-allowance = perm.
ledger-col-allowance-hint = el tiempo permitido en el control de esta jugada (E6.1)
ledger-col-status = estado
ledger-col-status-hint = ok, excedido (E6.2) o perdida (E7.5, P13)
ledger-conditional-move = { $move } (c)
ledger-conditional-move-hint = jugada desde una línea condicional aceptada: cuenta en el tiempo de la respuesta (E6.5)
ledger-figure = cifra
ledger-figure-days = días usados
ledger-figure-leave = días de vacaciones
ledger-figure-excluded = días excluidos
ledger-figure-penalty = días de sanción
ledger-figure-total = total de días
ledger-figure-allowance = tiempo permitido
ledger-figure-status = estado
ledger-figure-not-worked-out = sin calcular
ledger-no-penalty = sin sanción
ledger-within-allowance = dentro del tiempo permitido
ledger-date-corrected-hint = corregida (E2.10): { $why }
ledger-date-change-hint = pulse para cambiar
ledger-date-start = { $date } inicio
ledger-date-start-hint = el inicio del juego; pulse para indicar otra fecha
ledger-date-no-start = ¿inicio?
ledger-date-no-start-hint = el inicio del juego no está fijado: pulse para indicar la fecha en que las blancas recibieron la partida
ledger-date-assumed-on = { $date } supuesta
ledger-date-assumed-on-hint = { $why }; pulse para indicar la fecha
ledger-date-assumed = supuesta
ledger-date-assumed-hint = la fecha de envío del adversario más los días de tránsito (E2.9)
ledger-date-not-sent = no enviada
ledger-date-not-sent-hint = pulse para introducir la fecha
ledger-edit-received-date = fecha de recepción de { $move }
ledger-edit-sent-date = fecha de envío de { $move }
ledger-new-date = nueva fecha:
ledger-set-date = fijar
ledger-correct-date = corregir (E2.10)
ledger-correct-date-hint = la fecha indicada era errónea: guardarla como historial y avisar al remitente
ledger-cancel-date = cancelar

## La lista de partidas

games-filter-all = todas
games-my-move = me toca
games-their-move = le toca
games-filter-finished = terminadas
games-sort-as-entered = como se introdujeron
games-sort-opponent = adversario
games-sort-event = torneo
games-sort-days-left = menos días restantes
games-order = orden
games-server-clocks = { $server } { $game }, relojes { $mine } / { $theirs }
games-damaged = dañada
games-days-left-heading = días restantes
games-days-left-meaning = días restantes hasta el próximo control de tiempo a día de hoy: los suyos en sus partidas, como los cuenta la lista de pendientes; los del bando al turno en las demás
games-columns-heading = adversario (a quién le toca) · torneo
games-columns-heading-hint = a quién le toca, visto desde el lado del escritorio; una partida que usted no juega muestra ambos jugadores
games-days-left-hint =
    { $days ->
        [one] { $days } día restante hasta el próximo control de tiempo a día de hoy
       *[other] { $days } días restantes hasta el próximo control de tiempo a día de hoy
    }
games-desk-hint = las partidas se ven desde el lado de este jugador: pulse para cambiar de quién es el escritorio
games-none-here = No hay partidas aquí.

## La barra de estado

status-unsaved = cambios sin guardar
status-saved = guardado
status-last-saved = guardado por última vez { $when }
status-untitled = sin título
status-demo-project = proyecto de demostración (sin guardar)

## Panes

pane-board = Tablero
pane-scoresheet = Planilla
pane-ledger = Registro de tiempos
pane-admin = Dirección del torneo
pane-games = Partidas
pane-analysis = Análisis del motor
pane-correspondence = Correspondencia
pane-adjudication = Adjudicación
pane-drag-hint = arrastre el título para mover este panel

## Diálogos: botones comunes

dialog-ok = Aceptar
dialog-cancel = Cancelar

## El diálogo Partida nueva

new-game-heading = Partida nueva
new-game-default-event = Amistosa
new-game-own-name = Su nombre:
new-game-own-name-hint = de quién es este escritorio
new-game-opponent = Adversario:
new-game-new-player = un jugador nuevo
new-game-opponent-name = Nombre del adversario:
new-game-opponent-name-hint = nombre completo
new-game-email = Correo:
new-game-email-hint = para partidas por correo electrónico
new-game-postal-address = Dirección postal:
new-game-i-play = Juego con:
new-game-white = blancas
new-game-black = negras
new-game-event = Torneo:
new-game-event-hint = competición o amistosa
new-game-round = Ronda:
new-game-optional = opcional
new-game-board = Tablero:
new-game-rules = Reglamento:
new-game-notation = Notación:
new-game-language = Idioma:
new-game-language-hint = el idioma de los mensajes e impresos de la partida
new-game-piece-letters = Letras de las piezas:
new-game-start-date = Inicio:
new-game-fen = Posición desde FEN:
new-game-fen-hint = vacío = la posición inicial
new-game-create = Crear partida
new-game-error-own-name = Escriba su nombre: el proyecto no sabe de quién es el escritorio.
new-game-error-opponent-name = Escriba el nombre del adversario.
new-game-error-yourself = El adversario no puede ser usted mismo.
new-game-error-event = Escriba el torneo (basta el nombre de una amistosa).
new-game-error-start = La fecha de inicio «{ $text }» no es una fecha como 2026-01-31.

## El diálogo De quién es el escritorio

desk-heading = De quién es el escritorio
desk-of = escritorio de { $name }
desk-nobodys = escritorio de nadie
desk-nobody = nadie
desk-explained = La lista de partidas muestra «me toca» y «le toca» desde el lado de este jugador, el tablero se gira hacia su color, y la lista de pendientes y los mensajes son suyos.
desk-this-is-the-desk-of = Este es el escritorio de:
desk-details-explained = Cada mensaje que envía lleva su nombre y dirección (E2.4); una partida amistosa no tiene competición que los dé, así que se guardan aquí.
desk-name = Nombre:
desk-email = Dirección de correo:
desk-telephone = Teléfono:
desk-no-players = El proyecto aún no tiene jugadores: Partida nueva… le añade a usted y a su adversario.
desk-error-name = Indique el nombre del jugador nuevo.
dialog-close = Cerrar

## El diálogo Cuenta de correo

mail-heading = Cuenta de correo
mail-mailbox-of = El buzón de { $name } <{ $email }>.
mail-no-owner = No hay dirección del titular para la que guardar una cuenta: { $why }.
mail-imap = Servidor IMAP
mail-imap-hint = HOST o HOST:PUERTO (993 TLS implícito, 143 STARTTLS)
mail-imap-security = Seguridad IMAP
mail-smtp = Servidor SMTP
mail-smtp-hint = HOST o HOST:PUERTO (587 STARTTLS, 465 TLS implícito)
mail-smtp-security = Seguridad SMTP
mail-security-hint = TLS implícito, STARTTLS o ninguna (texto plano: solo una dirección de bucle local)
mail-user = Usuario
mail-user-hint = el nombre de usuario en ambos servidores
mail-folder = Carpeta
mail-folder-hint = la carpeta que se descarga (INBOX si está vacía)
mail-applied-folder = Mover el correo aplicado a
mail-applied-folder-hint = una carpeta del servidor a la que va cada correo una vez aplicado (se crea si falta); vacío: el correo aplicado se queda donde está
mail-ca-file = Archivo CA
mail-ca-file-hint = un certificado CA (PEM) de confianza además de los del sistema, para el servidor propio de un club
mail-password = Contraseña
mail-password-hint = guardada en el llavero del sistema, nunca en un archivo; vacía conserva la guardada
mail-check-every = Comprobar cada (minutos)
mail-check-every-hint = comprobar el correo por sí solo mientras la ventana está abierta; vacío o 0: solo con Archivo > Recibir correo
mail-save = Guardar
mail-kept = Cuenta de correo de { $name } <{ $email }> guardada: IMAP { $imap }, SMTP { $smtp }.
mail-kept-with-password = Cuenta de correo de { $name } <{ $email }> guardada: IMAP { $imap }, SMTP { $smtp }, la contraseña en { $keyring }.
mail-checked-every =
    { $minutes ->
        [one] El correo se comprueba cada minuto mientras la ventana está abierta.
       *[other] El correo se comprueba cada { $minutes } minutos mientras la ventana está abierta.
    }
mail-error-minutes = Comprobar cada (minutos): «{ $text }» no es un número de minutos de 0 a 1440

## El diálogo Leer mensaje

read-heading = Leer un mensaje
read-open-eml = Abrir .eml…
read-open-eml-hint = leer un archivo de correo guardado desde su programa de correo
read-arrived-on = Recibido el:
read-arrived-on-placeholder = supuesto
read-arrived-on-hint = AAAA-MM-DD; vacío: el día de envío más los días de tránsito, supuesto (E2.9, E2.12)
read-about-game = sobre la partida { $game }
read-about-game-hint = leerlo como mensaje de la partida elegida, cuando ccdesk no sabe de qué partida trata
read-from-file = De { $file }: { $sender }, enviado { $date }
read-unknown-sender = remitente desconocido
read-unknown-date = en una fecha desconocida
read-message = Mensaje:
read-message-hint = pegue el mensaje aquí
read-nothing-yet = Pegue un mensaje o abra un .eml para ver lo que dice.
read-not-a-move = Esto es { $what }, no una jugada: no hay nada que comprobar ni jugar.
read-understood = Lo que ccdesk entendió
read-no-problems = No se encontraron problemas.
read-sender = Remitente: { $why }.
read-sender-confirmed = Sé que lo envió mi adversario: aplicarlo de todos modos
read-referral = Consulta para devolver (E4.2)
read-copy-referral = Copiar consulta
read-copied-referral = Consulta copiada.
read-apply-will = Aplicar hará:
read-not-applied = No aplicado: { $why }.
read-apply = Aplicar
read-draw-offered = Oferta de tablas —
read-accept-draw = Aceptar…
read-accept-draw-hint = aplicar el mensaje y luego escribir la aceptación: la partida es tablas en cuanto se marca enviada
read-decline-draw = Rechazar…
read-decline-draw-hint = aplicar el mensaje y luego escribir el rechazo
read-eml-read = { $path } leído
read-eml-not-read = no leído: { $why }
read-error-arrival = La fecha de recepción «{ $text }» no es una fecha como 2026-03-14.
read-error-no-sent-date = El mensaje no da fecha de envío, así que no se puede suponer el día de recepción: escríbalo en Recibido el.

## El diálogo Responder

reply-heading = Respuesta: { $white } – { $black } ({ $event })
reply-kind-move = mi jugada
reply-kind-repeat = repetición tras silencio (E3.1)
reply-kind-inform-td = informar al director del torneo (E3.2)
reply-kind-offer-draw = oferta de tablas (con mi jugada, si la hay)
reply-kind-accept-draw = aceptar las tablas
reply-kind-decline-draw = rechazar las tablas
reply-kind-resign = abandonar la partida
reply-kind-claim-time = reclamación de tiempo (E7.1, copia al director del torneo)
reply-kind-protest = protesta contra la reclamación de tiempo (E7.3)
reply-kind-result = resultado al director del torneo (E12.1)
reply-kind-address = cambio de dirección (E5.3)
reply-kind-leave = aviso de vacaciones (E8.2)
reply-kind-repeat-postal = repetición por correo certificado (P12)
reply-kind-inform-organiser = informar al organizador (P12)
reply-kind-claim-time-postal = reclamación de tiempo (P13, copia al organizador)
reply-kind-protest-postal = protesta contra la reclamación de tiempo
reply-kind-result-postal = resultado al organizador
reply-kind-leave-postal = aviso de vacaciones (P11)
reply-kind-address-postal = cambio de dirección
reply-my-move = Mi jugada:
reply-send-date = Fecha de envío:
reply-leave-from = Vacaciones desde:
reply-leave-to = Vacaciones hasta:
reply-td-name = Nombre del director del torneo:
reply-td-email = Correo del director del torneo:
reply-organiser = Organizador:
reply-organiser-hint = como lo registra la competición (Dirección del torneo, Inicio)
reply-organiser-missing-hint = la competición no registra organizador: indíquelo en Dirección del torneo, Inicio
reply-organiser-address = Dirección del organizador:
reply-organiser-address-hint = una línea cada una
reply-subject = Asunto: { $subject }
reply-to = Para: { $to }
reply-cc = Copia: { $cc }
reply-copy = Copiar
reply-copy-hint = copiar el asunto y el texto
reply-copied = Mensaje copiado.
reply-copy-card = Copiar tarjeta postal
reply-copy-card-hint = el texto para la planilla o la tarjeta postal (P03, P04)
reply-copied-card = Texto de la tarjeta postal copiado.
reply-print-postcard = Imprimir tarjeta postal
reply-card-diagram = con un diagrama tras mi jugada
reply-paper-postcard = Tarjeta postal, 148 × 105 mm…
reply-paper-a6 = A6, 105 × 148 mm…
reply-paper-a4 = A4, cuatro por hoja, con marcas de corte…
reply-print-letter = Imprimir carta…
reply-print-letter-hint = la carta en A4 con ambas direcciones, para el correo (P01; una repetición por correo certificado, P12)
reply-save-eml = Guardar .eml…
reply-save-eml-hint = guardar como archivo de correo que abre cualquier programa de correo
reply-open-mail = Abrir en el programa de correo
reply-open-mail-hint = un correo nuevo en su programa de correo, listo para enviar
reply-nothing-to-send = aún nada que enviar
reply-mark-sent-hint = { $what }, y el mensaje se guarda en la correspondencia
reply-send = Enviar
reply-send-hint = marcarlo enviado y enviarlo ahora por su cuenta de correo (Edición > Cuenta de correo…)
reply-saved = { $path } guardado.
reply-not-saved = El mensaje no se guardó: { $why }
reply-select-game = elija una partida a la que responder
reply-the-opponent = el adversario
reply-the-organiser = el organizador
reply-the-td = el director del torneo
reply-silence = Esperando la respuesta de { $opponent } desde el { $since }: repetición debida el { $due }
reply-silence-repeat-sent = enviada el { $date }
reply-silence-told = , { $told } a informar desde el { $date }.
reply-what-pending = { $move } (introducida en el tablero) se marca enviada el { $date }
reply-what-pending-conditional = { $move } con sus jugadas condicionales (introducida en el tablero) se marca enviada el { $date }
reply-what-played = { $move } se juega y se marca enviada el { $date }
reply-what-with-draw-offer = , con la oferta de tablas
reply-what-declaration = { $steps } (guardado como enviado el { $date })
reply-step-message-sent = se envía el mensaje
reply-what-repeat = la repetición se anota en el registro de tiempos y se guarda como enviada el { $date }
reply-what-inform-td = el mensaje al director del torneo se guarda como enviado el { $date }
reply-what-leave = el aviso de vacaciones se guarda como enviado el { $date }
reply-error-no-game = No hay partida { $game }.
reply-error-date = La fecha «{ $text }» no es una fecha como 2026-03-14.
reply-error-game-over = La partida ha terminado: no hay jugada que enviar.
reply-error-no-move = Haga su jugada en el tablero, o escríbala arriba.
reply-error-no-sent-move = La partida no tiene jugada enviada que repetir.
reply-error-not-written-here = Este mensaje no se escribe aquí.
reply-error-no-owner-leave = Diga de quién es el escritorio (Edición > De quién es el escritorio…) antes de avisar de vacaciones.
reply-error-leave-from = El primer día de vacaciones «{ $text }» no es una fecha como 2026-03-14.
reply-error-leave-to = El último día de vacaciones «{ $text }» no es una fecha como 2026-03-14.
reply-error-leave-order = Las vacaciones terminan antes de empezar.

## Lo que oye un lector de pantalla

said-no-move-played = no se jugó ninguna jugada en la partida { $game }
said-move-played = { $move } jugada en la partida { $game }
said-conditional-reply = ; siguió la respuesta condicional { $move }
said-saved = { $path } guardado
said-saved-unchanged = { $path } ya contiene este proyecto: nada escrito, copias de seguridad conservadas
said-deadlines-due =
    { $deadlines ->
        [one] { $deadlines } plazo vencido desde el { $since }; el primero: { $first }
       *[other] { $deadlines } plazos vencidos desde el { $since }; el primero: { $first }
    }

## Las fechas de una jugada introducida en el tablero

dates-received = recibida
dates-received-hint = el día en que llegó la jugada del adversario (E2.7); si se deja vacío, se supone (E2.9)
dates-sent = enviada
dates-sent-hint = el día en que esta jugada se envió por correo electrónico o postal (E2.8)
dates-record-as-sent = registrar como enviada
dates-record-as-sent-hint = hacer la jugada con estas fechas
dates-not-sent-yet = aún no enviada
dates-not-sent-yet-hint = hacer la jugada con su fecha de recepción; Responder… la envía después
dates-cancel = cancelar
dates-cancel-hint = quitar la jugada del tablero
dates-error-received = La fecha de recepción «{ $text }» no es una fecha como 2026-03-14.
dates-error-sent = La fecha de envío «{ $text }» no es una fecha como 2026-03-14.
dates-error-no-sent = Escriba la fecha de envío de la jugada, o elija «aún no enviada».
dates-error-received-before = Recibida el { $received } es antes de que se enviara la jugada del adversario ({ $before }).
dates-error-sent-before-received = Enviada el { $sent } es antes de recibida el { $received }: una jugada se envía después de llegar la jugada a la que responde.
dates-error-sent-before-assumed = Enviada el { $sent } es antes de recibida el { $received } (supuesta por los días de tránsito): una jugada se envía después de llegar la jugada a la que responde.
dates-error-sent-before = Enviada el { $sent } es antes de que se enviara la jugada del adversario ({ $before }).

## The promotion popup

promotion-promote-to = coronar en
promotion-queen = dama
promotion-rook = torre
promotion-bishop = alfil
promotion-knight = caballo
promotion-king = rey
promotion-pawn = peón

## El registro de tiempos: silencio y partidas de servidor

silence-title = silencio: las { $side } esperan respuesta desde el { $date }
silence-repeated-on = ; repetida el { $date }
silence-counted-from-repeat = , contado desde la repetición del { $date }
silence-repeat-sent = repetición enviada:
silence-record-repeat = registrar repetición
silence-record-repeat-hint = la fecha en que se repitió la jugada con todos los detalles (E3.1, P12)
silence-clear-repeat = borrar repetición
server-never-synced = nunca sincronizada
server-synced-on = a la sincronización del { $date }
server-game-clocks = Partida de servidor { $game } en { $server }: el servidor lleva sus relojes, { $synced }: el mío { $mine }, el del adversario { $theirs }; { $whose }.
server-no-days-counted = Aquí no se cuentan días según un reglamento: vacaciones, reclamaciones de tiempo y el control de tiempo son cosa del servidor.
server-col-by = de
server-col-received-hint = el día en que la jugada del adversario llegó a este escritorio: la sincronización que la trajo (E2.7)
server-col-sent-hint = el día en que mi jugada se envió al servidor (E2.8)
server-by-me = mía
server-by-opponent = adversario

## El registro de tiempos: vacaciones

leave-whole-game = toda la partida
leave-balance = { $period }: { $used } de { $allowance } días usados, { $left } restantes ({ $rule })
leave-balance-td = ; concedidos por el director del torneo: { $used } de { $allowance } (E8.3)
leave-none-booked = sin vacaciones reservadas: { $days } días permitidos ({ $rule })
leave-beyond-allowance =
    { $days ->
        [one] { $days } día reservado más allá de lo permitido: el reloj corre en él
       *[other] { $days } días reservados más allá de lo permitido: el reloj corre en ellos
    }
leave-cancelled-days =
    { $days ->
        [one] { $days } día anulado en esta partida por una respuesta durante las vacaciones (E8.4)
       *[other] { $days } días anulados en esta partida por una respuesta durante las vacaciones (E8.4)
    }
leave-booking =
    { $days ->
        [one] del { $from } al { $to } ({ $days } día)
       *[other] del { $from } al { $to } ({ $days } días)
    }
leave-booking-granted = , concedidas por el director del torneo
leave-booking-announced = , avisadas el { $date }
leave-booking-announced-late = , avisadas tarde el { $date } (E8.2)
leave-booking-new-year = , pasando el año nuevo
leave-cancel = anular vacaciones
leave-cancel-hint = quitar esta reserva de todas las partidas del jugador
leave-book-heading = reservar vacaciones (para todas las partidas del jugador):
leave-from = desde:
leave-to = hasta:
leave-announced = avisadas:
leave-granted-by-td = concedidas por el director del torneo (E8.3)
leave-book = reservar vacaciones

## El registro de tiempos: reclamaciones y sanciones

claims-heading = reclamaciones
claims-none = Sin reclamaciones.
claims-claim = las { $claimant } reclaman el tiempo de las { $offender } en el periodo { $period } (jugadas { $first }-{ $last }): enviada el { $sent }, recibida el { $received }
claims-protest-reached = la protesta llegó al director del torneo el { $date }
claims-awaiting-protest = una protesta puede llegar al director del torneo hasta el { $date } (E7.3)
claims-awaiting-decision = protestada: a la espera de la decisión del director del torneo (E7.4)
claims-upheld = aceptada: la cuenta del infractor vuelve a empezar (E7.4)
claims-conceded = admitida: ninguna protesta a tiempo (E7.3)
claims-dismissed-barred = rechazada; no más reclamaciones en este periodo (E7.6)
claims-dismissed = rechazada
claims-protest-on = protesta el:
claims-record-protest = registrar protesta
claims-uphold = aceptar
claims-dismiss = rechazar
claims-dismiss-bar = rechazar, vetar más reclamaciones
claims-dismiss-bar-hint = no más reclamaciones de este jugador en este periodo (E7.6)
claims-reopen = reabrir
claims-withdraw = retirar reclamación
claims-make-heading = hacer una reclamación:
claims-white-claims = reclaman las blancas
claims-black-claims = reclaman las negras
claims-period = periodo:
claims-no-excess = el registro no muestra exceso de las { $side } en el periodo { $period }
claims-sent = enviada:
claims-received-by-offender = recibida por el infractor:
claims-make = hacer la reclamación
claims-make-hint = la reclamación va al director del torneo y al adversario ({ $rule }, E7.2)
penalties-heading = sanciones
penalties-none = Sin sanciones.
penalties-penalty = { $side }, jugada { $move }: { $reason }
penalties-referred-on = , consulta el { $date }
penalties-corrected-on = , corregida el { $date }
penalties-remove = quitar sanción
penalties-cost-days = { $days } días ({ $rule })
penalties-cost-correction = el tiempo hasta la corrección ({ $rule })
penalties-add-heading = añadir una sanción, que cuesta { $cost }:
penalties-move = jugada:
penalties-reason = motivo
penalties-referred = consulta:
penalties-corrected = corregida:
penalties-add = añadir sanción

## El registro de tiempos: el reglamento

rules-played-under = esta partida se juega según:
rules-not-in-project = el reglamento { $rules } no está en el proyecto
rules-games-using =
    { $games ->
        [one] { $games } partida del proyecto lo usa.
       *[other] { $games } partidas del proyecto lo usan.
    }
rules-apply = aplicar a este reglamento
rules-apply-hint = cada partida con este reglamento sigue las nuevas cifras
rules-revert = deshacer cambios
rules-copy = copiar para esta partida
rules-copy-hint = un reglamento nuevo con estas cifras, usado solo por esta partida
rules-copy-name =
    { $n ->
        [1] { $name } (copia)
       *[other] { $name } (copia { $n })
    }
rules-name = nombre
rules-days-per-control = días por control (E6.1)
rules-moves-per-control = jugadas por control (E6.1)
rules-excesses = excesos tolerados (E6.2)
rules-penalty = sanción (E6.6, P09)
rules-fixed-days = días fijos
rules-until-correction = el tiempo hasta la corrección
rules-transit-days = días de tránsito supuestos (E2.12)
rules-leave-days = días de vacaciones (E8.1, P11)
rules-leave-counted = vacaciones contadas
rules-per-year = por año
rules-per-game = por partida
rules-td-extra-leave = más vacaciones que puede conceder el director del torneo (E8.3)
rules-excluded-days = días excluidos
rules-no-sundays = sin tiempo los domingos (P08)
rules-same-day-reply = respuesta el mismo día
rules-counts-zero = cuenta cero (P08)
rules-repeat-after = repetición tras días (E3.1, P12)
rules-escalate-after = aviso tras días (E3.2, P12)
rules-protest-window = plazo de protesta (E7.3)
rules-claim-window = plazo de reclamación (P13)
rules-days = días
rules-with-reply = con la respuesta a la jugada de control (E7.1)
rules-upheld-claim = una reclamación aceptada
rules-restarts-count = reinicia la cuenta (E7.4)

## Scroll bars and the calendar

scroll-bar-horizontal = { $what }, barra de desplazamiento horizontal
scroll-bar-vertical = { $what }, barra de desplazamiento vertical
calendar-name = calendario: { $field }
calendar-hint = elegir la fecha en un calendario
calendar-previous-month = Mes anterior
calendar-previous-month-hint = mes anterior
calendar-next-month = Mes siguiente
calendar-next-month-hint = mes siguiente

## Where the keyboard goes

focus-board = el tablero
focus-move-field = el campo Jugada
focus-games-list = la lista de partidas
focus-due-list = la lista de pendientes
said-keyboard-not-moved = { $target } no se muestra: el teclado se queda donde estaba

## The correspondence pane

corr-reply-hint = escribir el mensaje de la partida elegida
corr-export = Exportar…
corr-export-hint = la correspondencia de la partida como archivo de texto para el director del torneo (E5.1)
corr-filter = Filtro:
corr-filter-hint = una jugada, un nombre, una fecha…
corr-all-games = todas las partidas
corr-none-here-some-elsewhere = No hay mensajes guardados de la partida { $game }; { $elsewhere } en otras partidas (marque «todas las partidas»).
corr-none-here = No hay mensajes guardados de la partida { $game }.
corr-none = No hay mensajes guardados.
corr-count =
    { $count ->
        [one] { $count } mensaje
       *[other] { $count } mensajes
    }
corr-not-mailed = {" "}· no enviado por correo
corr-send-hint = enviarlo ahora por su cuenta de correo (Edición > Cuenta de correo…); una jugada anotada otro día sale con la fecha del día del envío
corr-copy-hint = copiar este mensaje, p. ej. para enviarlo de nuevo
corr-arrived = { $sender }, recibido el { $date }
corr-arrived-assumed = { $sender }, recibido el { $date } (supuesto, E2.9)
corr-as-read = Tal como lo leyó ccdesk
corr-export-title = Exportar la correspondencia
corr-exported = correspondencia de la partida { $game } exportada a { $path }
corr-not-exported = no se exportó nada: { $why }

## The analysis pane

analysis-stop = Detener el análisis
analysis-start = Iniciar el análisis
analysis-engine = Motor: { $engine }
analysis-restart = Pulse «Iniciar el análisis» para reiniciar el motor.
analysis-nodes =
    { $nodes ->
        [one] { $nodes } nodo
       *[other] { $nodes } nodos
    }
analysis-depth = profundidad { $depth }
analysis-add-line = Añadir la línea
analysis-add-line-hint = guardar esta línea con el análisis de la partida, aparte de sus jugadas
analysis-tablebase = Tablas de finales
analysis-tablebase-needs-tables = Hacen falta las tablas Syzygy: elija la carpeta con los archivos *.rtbw y *.rtbz en Edición › Ajustes del motor….
analysis-tablebase-no-answer = Sin respuesta de las tablas de finales: { $why }.
analysis-off-server = La ayuda de motores y tablas de finales está desactivada para esta partida: { $server } la prohíbe (noEngines o noTablebases).
analysis-off-event = La ayuda de motores y tablas de finales está desactivada para { $event }: sus reglas la prohíben.
analysis-allow-again = Puede volver a permitirse en Edición › Motor permitido en este torneo.
analysis-select-game = Elija una partida para analizar su posición.
analysis-eval-bar = evaluación { $eval } ({ $side } mejor), por { $engine }
analysis-engine-allowed = Motor permitido en este torneo
analysis-engine-allowed-hint = desactivado cuando las reglas de { $event } prohíben la ayuda de motores y tablas de finales: la ventana la oculta entonces en sus partidas
