# Los paneles del organizador (competición por equipos y arbitraje) en español.

## The admin pane: its competition, season and division lines

admin-no-competition = No hay competición por equipos en este proyecto.
admin-start-competition = empezar una competición…
admin-start-competition-hint = su nombre, el organizador y la primera temporada con las fechas previstas (C03, C04, C09-C11, C16, C19, C24, C25)
admin-no-season = La competición aún no tiene temporada.
admin-champions-and = y
admin-champions = Campeones { $season }: { $champions } (C31) · todos los trofeos (C30)
admin-no-divisions = Esta temporada aún no tiene divisiones.
admin-division-label = división
admin-division-title =
    { $name } ({ $teams ->
        [one] { $teams } equipo
       *[other] { $teams } equipos
    }, { $boards ->
        [one] { $boards } tablero
       *[other] { $boards } tableros
    })
admin-new-division = nueva división…
admin-new-division-hint = añadir una división a esta temporada: su nombre y los tableros por equipo (C05)
admin-season-label = Temporada
admin-season-current = { $name } (actual)
admin-season-choice-hint = una temporada anterior se muestra tal como quedó: equipos, emparejamientos, partidas, resultados, clasificación, tabla cruzada, calendario y cuotas, y sus exportaciones; nada en ella puede cambiarse
admin-season-read-only = Temporada { $name } tal como quedó: solo lectura. Los cambios se hacen en la temporada actual.
admin-season-back = volver a { $name }
admin-season-back-hint = mostrar de nuevo la temporada actual
admin-earlier-season-unchanged = La temporada { $season } se muestra tal como quedó: nada en ella puede cambiarse; elija la temporada actual para hacer cambios.

## The admin pane's tabs

admin-tab-teams = Equipos ({ $n })
admin-tab-pairings = Emparejamientos ({ $n })
admin-tab-games = Partidas ({ $n })
admin-tab-results = Resultados
admin-tab-standings = Clasificación
admin-tab-crosstable = Tabla cruzada
admin-tab-deductions = Deducciones
admin-tab-calendar = Calendario
admin-tab-fees = Cuotas
admin-tabs-more = más ▾
admin-tabs-more-hint = las pestañas que no caben en el ancho
admin-games-list = Partidas de la división

## Calendar buttons

admin-change-dates = cambiar fechas…
admin-change-dates-hint = las fechas de la temporada (C09-C11, C16, C19, C24, C25)
admin-organiser = organizador…
admin-organiser-hint = el nombre y la dirección postal del organizador, adonde escriben los capitanes (C03, C23, P12)
admin-next-season = temporada siguiente…
admin-next-season-hint = campeones registrados, dos ascensos y dos descensos según las clasificaciones finales, que puede cambiar (C31, C32)

## Teams

admin-no-teams = Aún no hay equipos.
admin-add-team = añadir equipo…
admin-add-team-hint = un equipo de una empresa, sus jugadores por orden de tablero, el más fuerte primero (C14)
admin-replace-player = sustituir a un jugador…
admin-replace-player-hint = un sustituto aprobado por el organizador asume un tablero y sus partidas sin terminar (C20)
admin-labels-pdf = etiquetas de dirección en PDF…
admin-labels-pdf-hint = hojas A4 de etiquetas (3 × 7) para los representantes y capitanes de la división, el correo del organizador (C10, C11, C16): ccdesk labels
admin-edit-division = editar división…
admin-edit-division-hint = su nombre, y sus tableros antes de emparejarla (C05)
admin-late-entry = inscripción
admin-late-team-form = formulario del equipo
admin-late-of = de { $company }
admin-team-expelled = ✖ expulsado (C09)
admin-team-ineligible = ✖ no elegible
admin-team-check = ⚠ revisar
admin-team-hint = los datos de la empresa: representante, contacto, socios del Club (C06, C10); clic derecho para quitar el equipo
admin-remove-team = quitar equipo
admin-captain = (capitán)
admin-board-player = tablero { $board }: { $player }
admin-player-hint = los datos del jugador: correo, dirección de correspondencia (C16, C22), empleo (C12, C13), Elo (C14); clic derecho para cambiar su tablero o equipo
admin-breach = infracción: { $ruling }
admin-approved = aprobado
admin-approved-hint = registrar la aprobación del Comité de este equipo combinado, con fecha { $day } (la fecha de arriba) (C07)
admin-teams-list = Equipos
admin-board-up = subir al tablero { $board }
admin-board-down = bajar al tablero { $board }
admin-move-to-team = pasar al equipo
admin-move-to-team-board = { $team } (tablero { $board })
admin-take-off-team = sacar del equipo

## Standings and crosstable

tables-export = exportar…
tables-standings-html = clasificación en HTML…
tables-standings-csv = clasificación en CSV…
tables-crosstable-html = tabla cruzada en HTML…
tables-crosstable-csv = tabla cruzada en CSV…
tables-standings-pdf = clasificación en PDF…
tables-crosstable-pdf = tabla cruzada en PDF…
tables-standings-order = Puntos de partida, luego recuento por tablero, luego eliminación por tablero (C29, C30).
tables-place = puesto
tables-place-hint = compartido por los equipos empatados tras cada desempate (C30)
tables-team = equipo
tables-team-hint = pase sobre un equipo para ver su cálculo
tables-game-points = puntos de partida
tables-game-points-hint = 1 por victoria, ½ por tablas, menos deducciones (C29)
tables-board-count = recuento por tablero
tables-board-count-hint = su tablero por victoria, la mitad por tablas; menos es mejor (C30)
tables-tiebreak = desempate
tables-tiebreak-hint = lo que decidió el puesto frente a los equipos empatados a puntos
tables-working = cálculo
tables-crosstable-cell = Cada casilla: los puntos de partida del equipo de la fila contra el de la columna (tableros).
tables-points = puntos
tables-board-by-board = { $letter } { $team }: tablero a tablero
tables-encounter = tablero { $board }: { $player } c. { $opponent } ({ $team }, tablero { $opponent_board }): blancas { $white }, negras { $black }

## Pairings

pairings-seed = semilla
pairings-seed-hint = un número
pairings-generate = generar emparejamientos
pairings-generate-hint = sortear las letras de los equipos con esta semilla (registrada, repetible), emparejar según la tabla de Hutton y crear dos partidas por emparejamiento (C17)
pairings-seed-not-number = escriba un número entero como semilla del sorteo
pairings-same-company-draw = Estos emparejamientos enfrentarían a equipos de una misma empresa (C06): { $teams }.
pairings-pair-anyway = emparejar de todos modos
pairings-pair-anyway-hint = emparejar la división como se muestra, equipos de una misma empresa incluidos
pairings-cancel = cancelar
pairings-cancel-hint = dejar los emparejamientos como están: sortear de nuevo o cambiar la tabla
pairings-seed-drawn = Sorteo hecho con la semilla { $seed }.
pairings-none = Aún sin emparejar.
pairings-list-pdf = lista de emparejamientos en PDF…
pairings-list-pdf-hint = para los capitanes: nombres, equipos, tableros, colores y direcciones de correspondencia de los rivales (C16, C17)
pairings-list-csv = lista de emparejamientos en CSV…
pairings-list-csv-hint = la misma lista como hoja de cálculo, las columnas de ccdesk pairings (C16)
pairings-same-company = Equipos de una misma empresa: { $teams }.
pairings-versus = c.
pairings-at-difference =
    { $pairings } con diferencia { $difference }
pairings-board-differences = Diferencias de tablero: { $differences }.
pairings-meetings = encuentros entre equipos

## Calendar

calendar-due =
    Pendiente y vencido al { $today } ({ $n ->
        [one] { $n } elemento
       *[other] { $n } elementos
    })
calendar-dates = Inscripciones { $entries }, formularios { $forms }, emparejamientos { $pairings }, juego del { $starts } al { $closes }, envíos { $submissions }, cuotas debidas { $fees }.
calendar-overdue = (vencido)
calendar-steps-dated = pasos fechados:
calendar-steps-dated-hint = el día en que ocurrió un paso de abajo: hoy salvo que lo anote tarde (la inscripción, el formulario, la lista, el recordatorio o la expulsión guardan esta fecha)
calendar-late = Registrados tras su plazo ({ $n })

## Fees

fees-rates = Cuota { $subscription } por socio, cuota mínima de inscripción { $minimum } (C08); reclamación { $claim } y apelación { $appeal } no estimadas (C28).
fees-no-company = Ninguna empresa ha inscrito aún un equipo.
fees-company = empresa
fees-entry = inscripción
fees-adjudication = adjudicación
fees-arrears = atrasos
fees-paid = pagado
fees-balance = saldo
fees-subscriptions = cuotas { $amount } (C08)
fees-not-upheld =
    { $claims ->
        [one] { $claims } reclamación
       *[other] { $claims } reclamaciones
    } y { $appeals ->
        [one] { $appeals } apelación
       *[other] { $appeals } apelaciones
    } no estimadas (C28)
fees-arrears-hint = debido al final de la temporada anterior, trasladado una vez

## Results

results-loss-to-both = pérdida para ambos
results-annulled = anulada
results-by = { $score } por { $ending }
results-choose-result = elija el resultado
results-choose-ending = elija cómo terminó la partida
results-type-received = escriba el día en que llegó el informe, como AAAA-MM-DD
results-disputed = en disputa (C37)
results-one-captain = { $score } (un capitán, C23)
results-no-games = Aún no hay partidas: genere primero los emparejamientos.
results-as-they-stood = Los resultados tal como quedaron al final de la temporada.
results-choose-game = Elija una partida abajo para anotar su resultado.
results-game = partida
results-result = resultado
results-disputed-hint = los capitanes no coinciden: decide el organizador (C23, C37)
results-captain-of = el capitán de { $team }
results-the-organiser = el organizador
results-reported-by = informado por
results-result-label = resultado:
results-loss-to-both-hint = ambos bandos cuentan como perdedores (C25, E12.3)
results-annulled-hint = no cuenta para nadie (E9.1)
results-as-reported-hint = el resultado tal como se informó (C23)
results-how-it-ended = cómo terminó:
results-received-on = informe recibido el
results-today = hoy
results-today-hint = el informe llegó hoy
results-last-move-day = día de la última jugada ({ $day })
results-last-move-day-hint = el día de la última jugada registrada de la partida
results-record = registrar el informe
results-reported-on = { $result } informado el { $day }
results-report-line = { $day }: { $who } informó { $result }
results-captains-disagree = Los capitanes no coinciden: la partida no cuenta hasta que decida el organizador (C23, C37).
results-only-one-captain = Solo un capitán informó: { $score } se mantiene (C23).

## Deductions

deductions-rule-c15 = C15: no jugado por orden de fuerza
deductions-rule-c21 = C21: jugador no elegible
deductions-rule-e13 = E13.1: otra sanción
deductions-choose-team = elija el equipo sancionado
deductions-points-range = puntos de partida: de ½ a 4 por jugador afectado (C15, C21), como 2 o 1.5
deductions-give-reason = indique el motivo: se muestra con la clasificación
deductions-not-a-date = { $field }: una fecha (AAAA-MM-DD)
deductions-committee-decided = el Comité decidió
deductions-taken-out-on = retirada el
deductions-company-notified = empresa notificada
deductions-company-notified-hint = el día en que se comunicó la deducción a la empresa
deductions-appeal-received = apelación recibida
deductions-appeal-received-hint = por escrito al presidente, en los 7 días siguientes al aviso (C38)
deductions-withdraw-title = Retirar la deducción de { $points } punto(s) a { $team } ({ $rule }, decidida el { $decided })
deductions-appeal-upheld = apelación estimada por el Comité (C38)
deductions-in-error = anotada por error
deductions-withdraw-button = retirar la deducción
deductions-intro = Puntos de partida quitados a un equipo: hasta 4 por jugador afectado, con el motivo (C15, C21).
deductions-team = equipo sancionado
deductions-choose = elegir…
deductions-player = jugador afectado
deductions-none-named = ninguno nombrado
deductions-up-to-4 = hasta 4
deductions-rule = regla
deductions-reason = motivo
deductions-reason-hint = se muestra con la clasificación
deductions-decided = decidida
deductions-decided-hint = la fecha de la decisión: una apelación vence en 7 días (C38)
deductions-deduct = deducir puntos de partida
deductions-none = No hay deducciones en esta división.
deductions-col-team = equipo
deductions-col-player = jugador
deductions-deducted = deducido
deductions-why = por qué
deductions-withdraw = retirar
deductions-withdraw-hint = el Comité estimó una apelación (C38), o se anotó por error
deductions-withdrawn = Retiradas: no cuentan
deductions-col-withdrawn = retirada

## Fees and payments

payments-subscription = cuota por socio
payments-minimum-fee = cuota mínima de inscripción
payments-claim-fee = reclamación no estimada
payments-appeal-fee = apelación no estimada
payments-not-an-amount = { $field }: un importe como 12.50
payments-choose-company = elija la empresa que pagó
payments-amount-more = importe: más que nada, como 25.00
payments-received = recibido
payments-set-fees-title = fijar las cuotas de la temporada
payments-set-fees = fijar cuotas
payments-from = pago de
payments-amount = importe
payments-note = nota
payments-record = registrar el pago
payments-list = pagos recibidos ({ $n })
payments-remove = quitar
payments-remove-hint = un pago anotado por error

## The adjudication pane: the season's dates, the cases list and its filters

adjudication-select-case = Elija un caso (o una partida) para ver su adjudicación.
adjudication-apply = Aplicar
adjudication-cancel = Cancelar
adjudication-season = Temporada { $season }: el juego cierra el { $closes } (C19); reclamaciones hasta el { $claims } (C24); ninguna el { $both }: pérdida para ambos (C25). Hoy es { $today }.
adjudication-open-cases = abrir casos al cierre del juego
adjudication-open-cases-hint = C19: cada partida sin terminar de la temporada recibe un caso ({ $n } ahora)
adjudication-play-closes-on = el juego cierra el { $day }
adjudication-every-game-has-case = cada partida sin terminar tiene su caso
adjudication-apply-defaults = aplicar las derrotas C25 ({ $n })
adjudication-apply-defaults-hint = C25: el bando que no reclamó en 7 días más pierde ante la reclamación del que sí lo hizo; sin reclamación de ninguno el día límite: pérdida para ambos
adjudication-no-competition = Sin competición por equipos: los casos se abren partida a partida según las reglas por correo electrónico (E10). Hoy es { $today }.
adjudication-filter-season = temporada
adjudication-any-season = cualquier temporada
adjudication-filter-state = estado
adjudication-any-state = cualquier estado
adjudication-filter-division = división
adjudication-any-division = cualquier división
adjudication-filter-team = equipo
adjudication-any-team = cualquier equipo
adjudication-due-within =
    vence en { $days ->
        [one] { $days } día
       *[other] { $days } días
    }
adjudication-any-deadline = cualquier plazo
adjudication-overdue = vencido
adjudication-filter-deadline = plazo
adjudication-days = días
adjudication-search = buscar casos
adjudication-search-hint = número de partida, jugador o equipo
adjudication-clear-filters = borrar filtros
adjudication-no-cases = No hay casos de adjudicación.
adjudication-no-match = Ningún caso coincide con los filtros.
adjudication-col-case = caso
adjudication-col-where = dónde
adjudication-col-state = estado
adjudication-col-deadline = próximo plazo
adjudication-col-due-from = debido por
adjudication-print = Imprimir
adjudication-this-game = esta partida
adjudication-every-case-of = cada caso de { $division }
adjudication-packets-wait = { $check }; los envíos lo esperan
adjudication-print-captain = imprimir el envío del capitán…
adjudication-print-captain-hint = C24: la planilla y dos diagramas por partida, piezas negras rodeadas; las reclamaciones en hojas aparte
adjudication-print-adjudicator = imprimir el envío del árbitro…
adjudication-print-adjudicator-hint = C26: las posiciones sin las reclamaciones; un tercer árbitro recibe también las dos primeras opiniones

## Dialogs: divisions and teams

admin-cancel = cancelar
forms-no-division = no hay ninguna división { $division }
forms-boards-fixed = { $division } está emparejada en { $boards } tableros: sus tableros solo cambian antes de emparejar (C05)
forms-give-name = dé un nombre a la división
forms-boards-number = tableros: un número entero desde 1 (C05)
forms-new-division = Nueva división
forms-division-example = División 1
forms-name = nombre
forms-boards = tableros
forms-boards-hint = por equipo (C05)
forms-add-division = añadir división
forms-add-team-title = Añadir un equipo a { $division }
forms-company-hint = nueva o ya inscrita
forms-players = jugadores
forms-players-hint = tablero 1 primero, separados por comas
forms-captain-first = El primer jugador es el capitán. La elegibilidad se comprueba una vez inscrito el equipo.
forms-add-team = añadir equipo
forms-the-division = la división
forms-edit-title = Editar { $division }
forms-division-name = nombre de la división
forms-boards-per-team = tableros por equipo
forms-save-division = guardar división

## The entries files

entries-menu = inscripciones en CSV…
entries-import-companies = importar empresas…
entries-import-entries = importar inscripciones…
entries-export-companies = exportar empresas…
entries-export-entries = exportar inscripciones…
entries-import-title = Importar inscripciones
entries-bad-rows =
    { $n ->
        [one] { $n } fila errónea: no se importa nada hasta corregirla.
       *[other] { $n } filas erróneas: no se importa nada hasta corregirlas.
    }
entries-import = importar

## The due list's steps

due-entry = inscripción recibida
due-entry-hint = registrar la inscripción como recibida en la fecha de los pasos (C10)
due-form = formulario devuelto
due-form-hint = registrar el formulario del equipo como devuelto en la fecha de los pasos (C11)
due-list-sent = lista enviada
due-list-sent-hint = registrar la lista de emparejamientos como enviada al representante en la fecha de los pasos (C16)
due-reminder = recordatorio enviado
due-reminder-hint = registrar el recordatorio de cuotas como enviado en la fecha de los pasos: la expulsión es posible 21 días después (C09)
due-expelled = expulsada
due-expelled-hint = registrar la empresa como expulsada en la fecha de los pasos por cuotas impagadas, con una decisión sobre las partidas sin terminar de sus equipos (C09)
due-result = anotar el resultado…
due-result-hint = ir a la partida en la pestaña Resultados (C23, C37)
due-payment = pago…
due-payment-hint = registrar un pago en la pestaña Cuotas (C08)
due-adjudication-payment-hint = registrar un pago de las cuotas de adjudicación en la pestaña Cuotas (C28)
due-rule-default = declarar derrota
due-rule-default-hint = declarar perdidas por incomparecencia las partidas sin terminar del jugador por el cambio de dirección no notificado, en la fecha de los pasos (C22)
due-pairings = emparejamientos…
due-pairings-hint = ir a la pestaña Emparejamientos (C16)
due-date-unreadable = la fecha de los pasos de arriba no se lee como una fecha
due-expel = expulsar…
due-expel-annulled = expulsar, sus partidas anuladas
due-expel-scored-lost = expulsar, sus partidas dadas por perdidas

## The organiser's own table

own-table-summary = La tabla empareja a todos una vez. Diferencias de tablero: { $differences }. Encuentros: { $meetings }. Letras: { $letters }.
own-table-title = tabla propia del organizador
own-table-rows = Una fila por emparejamiento, desde un lado o ambos: { $columns } (letras en el orden de los equipos).
own-table-box = tabla propia
own-table-import = importar tabla CSV…
own-table-import-hint = leer una tabla de un archivo CSV en el cuadro
own-table-check = comprobar tabla
own-table-pair = emparejar con esta tabla
own-table-pair-hint = sustituir los emparejamientos y crear dos partidas por emparejamiento (C17)
own-table-paired = Emparejado con la tabla del organizador.

## Next season

rollover-no-season = el proyecto no tiene temporada que renovar
rollover-no-calendar = no hay calendario para el año { $year }
rollover-title = Temporada siguiente (C31, C32)
rollover-new-season = nueva temporada
rollover-first-year = su primer año
rollover-seed-dates = fechas previstas para ese año
rollover-year-invalid = su primer año: un año como 2026
rollover-dates = fechas
rollover-champions = Campeones (C31): { $names }.
rollover-no-champions = Sin campeones: la primera división no tiene clasificación.
rollover-trophy = Trofeo { $division } (C30): { $holders }.
rollover-division =
    { $division } ({ $teams ->
        [one] { $teams } equipo
       *[other] { $teams } equipos
    })
rollover-promoted = ↑ ascendido desde { $from }
rollover-relegated = ↓ descendido desde { $from }
rollover-moved = movido por el organizador desde { $from }
rollover-move-hint = la división en la que { $team } juega la temporada siguiente
rollover-name-season = nombre la nueva temporada, como 2026-27
rollover-start = empezar la temporada siguiente

## Replacing a player

replacement-choose-team = elija el equipo
replacement-approved = aprobado
replacement-title = Sustituir a un jugador (C20)
replacement-board = tablero
replacement-by = sustituido por
replacement-by-hint = un jugador de la empresa, o un nombre nuevo
replacement-known = Jugadores conocidos de la empresa:
replacement-takes-over = Asume el tablero y las partidas sin terminar; las terminadas conservan sus jugadores.
replacement-approve = aprobar la sustitución

## Starting a competition, its dates and its Organiser

start-entries-close = cierre de inscripciones (C10)
start-forms-due = formularios de equipo debidos (C11)
start-pairings-set = emparejamientos y cuotas fijados (C16, C28)
start-play-starts = inicio del juego (C19)
start-play-closes = cierre del juego (C19)
start-submissions-due = envíos debidos (C24)
start-both-default = ambos bandos en rebeldía (C25)
start-fees-due = cuotas debidas (C09)
start-not-a-date = { $field }: `{ $text }` no es una fecha (AAAA-MM-DD)
start-year-invalid = año: un año como 2026
start-give-name = dé un nombre a la competición
start-give-season = dé un nombre a la temporada, como 2026-27
start-organiser-address = dirección del organizador
start-organiser-address-hint = adonde le escriben los capitanes (C23; P12)
start-title = Empezar una competición
start-competition = competición
start-competition-example = Competición por correspondencia entre empresas
start-organiser = organizador
start-organiser-hint = el organizador (C03)
start-season = temporada
start-first-year = primer año
start-first-year-hint = las inscripciones cierran este año
start-seed-dates = fechas previstas para este año
start-seed-dates-hint = inscripciones 1 sep., formularios 15 sep., emparejamientos 1 oct., juego del 15 oct. al 15 jun., envíos 30 jun., ambos en rebeldía 7 jul., cuotas 1 ene.
start-start = empezar la competición
start-season-dates = Fechas de la temporada
start-change-dates = cambiar fechas
start-organiser-title = Organizador
start-save-organiser = guardar organizador

## Player and company details

details-no-player = no hay ningún jugador { $player }
details-player-needs-name = el jugador necesita un nombre
details-left-c12 = dejó la empresa (C12)
details-rating-invalid = Elo: un número entero, o nada
details-address-changed = dirección cambiada el (C22)
details-told-c22 = capitán y rivales avisados el (C22)
details-told-before = no pueden ser avisados antes del cambio de dirección
details-company-needs-name = la empresa necesita un nombre
details-members-invalid = socios del Club: un número entero (C06)
details-player-title = Datos del jugador
details-player = jugador
details-player-hint = nombre completo (E2.4)
details-email = correo
details-email-hint = para los mensajes de jugadas
details-postal-address = dirección postal
details-postal-address-hint = para la lista de emparejamientos (C16)
details-telephone = teléfono
details-telephone-hint = los números de un capitán van en la lista de emparejamientos (C11, C16)
details-told = capitán y rivales avisados el
details-told-hint = vacío: aún no (C22: en 7 días)
details-employment = empleo
details-employed = empleado
details-retired = jubilado
details-ex-employee = ex empleado (C12, C13)
details-left = dejó la empresa
details-later-employers = empleadores posteriores
details-later-employers-hint = separados por ;
details-rating = Elo
details-rating-hint = para comprobar el orden de tableros (C14)
details-withdrawal = retirada (E9.1)
details-withdrew = Se retiró o falleció: sus partidas sin terminar se anulan o se dan por perdidas.
details-annul = anular sus partidas sin terminar
details-score-lost = darlas por perdidas
details-save-player = guardar jugador
details-company-title = Datos de la empresa
details-company-name = nombre de la empresa
details-representative = representante
details-representative-hint = el representante entre empresas (C10)
details-rep-address = dirección del representante
details-rep-address-hint = su dirección de correspondencia (C10)
details-rep-phone = teléfono del representante
details-rep-phone-hint = su número de teléfono (C10)
details-other-contact = otro contacto
details-members = socios del Club
details-members-hint = empleados por ella (C06)
details-save-company = guardar empresa

## The engine assessment

assessment-seconds = segundos de evaluación
assessment-depth = profundidad de evaluación
assessment-not-a-number = { $field }: { $text } no es un número entero de 1 a { $max }
assessment-title = Evaluación del motor
assessment-none = Sin evaluación del motor.
assessment-running = evaluando… ({ $limit })
assessment-running-game = evaluando la partida { $game }…
assessment-stop = detener la evaluación
assessment-stop-hint = detener el motor; no se registra nada
assessment-open = evaluación del motor ▾
assessment-closed = evaluación del motor…
assessment-hint = ejecutar el motor de Editar › Ajustes del motor en la posición final con profundidad o tiempo fijos
assessment-by-depth = hasta una profundidad (medias jugadas)
assessment-by-time = durante un tiempo (segundos)
assessment-run = iniciar la evaluación
assessment-run-hint = el motor trabaja en segundo plano; la ventana sigue usable
assessment-already-running = ya hay una evaluación en curso
assessment-recorded = { $engine } evaluó la posición final el { $day } ({ $limit }).
assessment-position-changed = La posición final de la partida ha cambiado desde entonces: evalúela de nuevo.
assessment-hide = ocultar la evaluación
assessment-hide-hint = ocultar de nuevo la opinión del motor
assessment-show = mostrar la evaluación
assessment-show-hint = C26: el árbitro juzga la posición; la opinión del motor queda oculta hasta que se pida
assessment-print = imprimir en la hoja del árbitro
assessment-print-hint = la elección del comité; el envío del capitán nunca la lleva (C24)
assessment-remove = quitar la evaluación

## One case

case-none = { $game } { $players } no tiene caso de adjudicación.
case-game-finished = La partida ha terminado.
case-open-inter-office-hint = C19, C24: el juego cerró el { $day }; los capitanes envían antes de la fecha de la temporada
case-open-email-hint = E10.1-3: el juego cierra hoy ({ $day }); ambos jugadores envían en 30 días
case-inter-office-rules-name = las reglas entre empresas
case-email-rules-name = las reglas por correo electrónico
case-open = abrir un caso según { $rules }
case-title = Caso { $game }: { $players }
case-inter-office-rules = reglas entre empresas (C24-C28)
case-email-rules = reglas por correo electrónico (E10, E11)
case-no-result = aún ninguno
case-result = Resultado de la partida: { $result }
case-due = pendiente: { $due }
case-deadlines-inter-office = Abierto al cierre del juego, { $opened }. Reclamaciones hasta el { $claims } (C24); el bando que no llegó tiene hasta el { $cure } (C25); sin reclamación de ninguno el { $both }: pérdida para ambos (C25).
case-deadlines-email = Abierto al cierre del juego, { $opened }. Jugadas, posición y reclamación de ambos jugadores hasta el { $due } (E10.1-3); sin análisis no hay apelación (E10.4).
case-claims = Reclamaciones
case-adjudicators = Árbitros
case-decision = Decisión
case-appeals = Apelaciones
case-orders = órdenes del organizador (C25, E13.2)

## The adjudication case: claims, adjudicators, decision, appeals, orders

claim-too-late = {" "}– demasiado tarde para contar (C25)
claim-analysis-is = análisis: { $analysis }
claim-no-analysis = sin análisis
claim-line = { $side } reclama: { $kind }, recibida el { $received }{ $late }; { $analysis }
claim-none-yet = { $side }: aún sin reclamación
claim-default-applied = regla por defecto C25 aplicada el { $applied }: { $result }
claim-white = reclamación de las blancas
claim-black = reclamación de las negras
claim-win = victoria
claim-draw = tablas
claim-received = reclamación recibida:
claim-analysis = análisis de la reclamación:
claim-record = registrar la reclamación
claim-record-hint = C24, E10.1-3: una reclamación posterior del mismo bando sustituye a la anterior
claim-apply-default = aplicar la regla por defecto C25: { $result }
panel-third-role = {" "}(tercer árbitro, informado de las dos primeras opiniones)
panel-opinion-awaited = opinión pendiente
panel-opinion-received = opinión { $verdict } recibida el { $received }
panel-referral = { $adjudicator }{ $role }: posición enviada el { $sent }; { $opinion }
panel-third-decided = Los dos primeros árbitros discreparon; decidió la opinión del tercero (C26).
panel-disagree = Los dos primeros árbitros discrepan: la posición y ambas opiniones van a un tercero (C26).
panel-adjudicator = árbitro:
panel-position-sent = posición enviada:
panel-send-third = enviar la posición al tercer árbitro
panel-send-third-hint = C26: el tercer árbitro recibe la posición y las dos primeras opiniones
panel-send = enviar la posición ({ $number } de { $of })
panel-send-hint = C26: a un árbitro independiente, sin las reclamaciones
panel-name-adjudicator = escriba el nombre del árbitro
panel-opinion-of = opinión de
panel-opinion-date = opinión recibida:
panel-reasons = motivos:
panel-record-opinion = registrar la opinión
decision-no-appeal = sin apelación (E10.4)
decision-and = {" "}y{" "}
decision-may-appeal = { $who } puede apelar hasta el { $until } ({ $rule })
decision-notified-line = { $verdict }, notificada el { $notified }; { $appeal }
decision-panel-verdict = El veredicto de los árbitros: { $verdict } (fijado el { $settled }).
decision-notified = notificada:
decision-notify = notificar la decisión
decision-notify-hint = C27, E10.5: a ambos bandos se les comunica la decisión y quién puede apelar; la partida recibe su resultado
appeal-window-closed = El plazo de apelación ha terminado: una apelación enviada dentro de él aún puede registrarse con su fecha de envío (C27).
appeal-appealed-on = { $side } apeló el { $mailed }
appeal-ruled = { $body } ({ $by }) falló { $verdict } el { $ruled }
appeal-side-appeals = { $side } apela
appeal-mailed = apelación enviada:
appeal-analysis = análisis de la apelación:
appeal-record = registrar la apelación
appeal-record-hint = C27: en 14 días, con un análisis; E11.1, E11.3
appeal-goes-to = La apelación va a { $body }.
appeal-ruled-by = fallada por:
appeal-ruling-notified = fallo notificado:
appeal-record-ruling = registrar el fallo
appeal-record-ruling-hint = C27: los árbitros originales, luego la federación, cuyo fallo es definitivo; E11.2: el fallo de un segundo árbitro es definitivo
appeal-name-ruled-by = escriba el nombre del árbitro o del órgano
order-extended = las reclamaciones cuentan hasta el { $until }
order-referred = la posición va a los árbitros
order-scored = resultado { $outcome }
order-line = { $date }: { $what }; { $reason }
order-dated = orden con fecha:
order-reason = motivo:
order-claims-until = reclamaciones hasta:
order-extend = prorrogar las reclamaciones
order-extend-hint = C25: cuentan las reclamaciones recibidas hasta este día; las reglas por defecto lo esperan
order-refer = pasar a los árbitros ahora
order-refer-hint = C25: la posición va a adjudicación digan lo que digan las reglas por defecto
order-score-white = resultado 1-0
order-score-draw = resultado ½-½
order-score-black = resultado 0-1
order-score-both-lose = resultado 0-0, pérdida para ambos
order-score = fijar el resultado de la partida
order-score-hint = el resultado del organizador o del director del torneo; el caso es definitivo
form-not-a-date = { $what }: { $text } no es una fecha; escríbala como 2026-06-28
