# Las constataciones de la comprobación en español: lo que `ccdesk check`
# y la ventana listan (elegibilidad, decisiones pendientes).

## La línea de una constatación: su gravedad, su regla y lo encontrado.
finding-line = { $severity } ({ $rule }): { $what }
finding-severity-note = nota
finding-severity-warning = aviso
finding-severity-breach = infracción

## Elegibilidad (C05-C07, C11-C14)
finding-plays-for-another-team = { $player } juega también para otro equipo ({ $first })
finding-combined-with-itself = un equipo no puede combinar una empresa consigo misma
finding-combined-needs-approval = equipo combinado de { $company } y { $partner }: necesita la aprobación del Comité
finding-membership-above-boards = los socios exigidos ({ $required }) superan el número de tableros ({ $boards })
finding-too-few-members = { $members ->
        [one] { $members } socio del Club
       *[other] { $members } socios del Club
    }, { $required } exigidos para { $division }
finding-too-few-players = { $players ->
        [one] { $players } jugador inscrito
       *[other] { $players } jugadores inscritos
    } para { $boards ->
        [one] { $boards } tablero
       *[other] { $boards } tableros
    }
finding-too-many-players = { $players } jugadores inscritos para { $boards ->
        [one] { $boards } tablero
       *[other] { $boards } tableros
    }: los últimos no tienen tablero
finding-not-a-player = { $player } no es un jugador del proyecto
finding-other-company = { $player } no juega para la empresa del equipo
finding-ex-employee = { $player } se fue el { $left }; empleadores posteriores: { $employers }
finding-no-later-employers = ninguno
finding-later-employer-competes = { $player } ha trabajado desde entonces para { $employer }, que tiene un equipo en la competición
finding-ex-employees-over-half = { $ex ->
        [one] { $ex } ex empleado
       *[other] { $ex } ex empleados
    } en un equipo de { $size }: como mucho la mitad
finding-too-many-ex-employees = { $ex ->
        [one] { $ex } ex empleado
       *[other] { $ex } ex empleados
    }: como mucho { $most }
finding-rated-above-board-above = { $player } (tablero { $board }, Elo { $rating }) tiene más Elo que { $above } (tablero { $above_board }, Elo { $above_rating })
finding-rated-above-stronger-team = { $player } (Elo { $rating }) está en { $team } pero tiene más Elo que un jugador de un equipo más fuerte de la empresa (Elo { $weakest })

## Una infracción y su decisión (C15, C21, C37, C38)
finding-breach-and-ruling = { $breach } ({ $rule }); { $ruling }
finding-ruled = decidido: { $ruling }
finding-ruling-due-c21 = decisión pendiente según C21: hasta 4 puntos de partida deducidos y/o las partidas dadas como ganadas por el rival
finding-ruling-due-c15 = decisión pendiente según C15: hasta 4 puntos de partida deducidos por jugador afectado
finding-ruling-due-other = decisión pendiente según { $under }: decide el organizador
finding-organiser-decides = decide el organizador (C37)
finding-deducted = { $points } puntos de partida deducidos el { $day } ({ $under })
finding-deducted-withdrawn = { $points } puntos de partida deducidos el { $day } ({ $under }), retirados: { $withdrawal } (C38)
finding-withdrawn-on-appeal = el Comité estimó la apelación del { $appealed } el { $day }
finding-withdrawn-in-error = introducidos por error, quitados por el organizador el { $day }

## Los vencimientos de la temporada (C09-C11, C16, C22, C24, C28, C37)
finding-due-entry = inscripción de { $company } no registrada
finding-due-form = formulario de equipo de { $company } no devuelto
finding-due-pairing-list = lista de emparejamientos no enviada a { $company }
finding-due-no-pairings = { $division } no tiene emparejamientos
finding-due-no-result = sin resultado para { $white } – { $black } (partida { $game }): presentar para adjudicación
finding-due-captains-disagree = los capitanes discrepan sobre el resultado de la partida { $game }
finding-due-adjudication-fees = { $company } debe { $amount } en tasas de adjudicación
finding-due-fees = { $company } debe { $amount }
finding-due-reminder = enviar a { $company } un recordatorio de cuotas al menos { $days } días antes de la expulsión
finding-due-liable-to-expulsion = { $company } recibió un recordatorio el { $reminded } y puede ser expulsada desde el { $from }
finding-due-address-change = cambio de dirección de { $player } del { $occurred } no notificado al capitán ni a los rivales

## Lo pendiente en un caso de adjudicación, y de quién (C24-C27, E10-E11, E13.2)
finding-case-due = { $from }: { $what } ({ $rule })
finding-case-due-by = { $from }: { $what } antes del { $by } ({ $rule })
finding-party-white = las blancas
finding-party-black = las negras
finding-party-organiser = el organizador
finding-party-adjudicator = el árbitro { $name }
finding-body-original = los árbitros originales
finding-body-final = la federación nacional
finding-body-second = un segundo árbitro
finding-verdict-white = victoria de las blancas (1-0)
finding-verdict-black = victoria de las negras (0-1)
finding-verdict-draw = tablas (½-½)
finding-step-appeal-analysis = apelación, si la hay, con un análisis de la posición
finding-step-appeal = apelación, si la hay (puede acompañarla más análisis)
finding-step-second-adjudicator = obtener la decisión de otro árbitro y notificarla a ambos bandos
finding-step-rule-on-appeal = resolver la apelación
finding-step-default-upheld = aplicar la incomparecencia: se estima la reclamación de { $side } ({ $verdict })
finding-step-default-both = aplicar la incomparecencia: pérdida para ambos
finding-step-claim-diagrams = reclamación (victoria o tablas), la partida y dos diagramas
finding-step-claim-moves = reclamación (victoria o tablas), las jugadas y la posición, análisis si lo hay
finding-step-decide-unsubmitted = decidir la partida: ningún bando presentó nada
finding-step-send-to-adjudicators = enviar la posición, sin las reclamaciones, a { $n ->
        [one] { $n } árbitro
       *[other] { $n } árbitros
    }
finding-step-send-to-independent = enviar la posición, sin las reclamaciones, a { $n ->
        [one] { $n } árbitro independiente
       *[other] { $n } árbitros independientes
    }
finding-step-opinion = opinión sobre la posición
finding-step-send-to-third = enviar la posición y las dos opiniones a un tercer árbitro
finding-step-notify-decision = notificar la decisión a ambos bandos, diciendo quién puede apelar
finding-due-now = ahora ({ $rule })
finding-party-nobody = nadie
finding-state-waiting = esperando reclamaciones
finding-state-with-adjudicators = con los árbitros
finding-state-decided = decidido
finding-state-under-appeal = en apelación
finding-state-final = firme

## The file check's word on the status line (issue 19)
finding-check-found = la comprobación del archivo encontró { $count ->
        [one] { $count } problema
       *[other] { $count } problemas
    }, el primero { $first }; `ccdesk check` { $count ->
        [one] lo lista
       *[other] los lista todos
    }

## Lo que encontró la comprobación del archivo, y dónde (issue 19)
finding-problem = { $place }: { $what }
finding-place-project = proyecto
finding-place-player = jugador { $player }
finding-place-player-named = jugador { $player } ({ $name })
finding-place-company = empresa { $company }
finding-place-division = división { $division }
finding-place-team = equipo { $team }
finding-place-team-named = equipo { $team } ({ $name })
finding-place-pairing = división { $division }, emparejamiento { $number }
finding-place-game = partida { $game }
finding-place-move = partida { $game }, jugada { $number } ({ $san })
finding-invalid-format-version = format_version es { $found }, esta versión lee { $reads }
finding-invalid-id-twice = el identificador se usa dos veces
finding-invalid-no-name = no tiene nombre
finding-invalid-unknown-company = juega para la empresa { $company }, que no está en el proyecto
finding-invalid-no-boards = no tiene tableros
finding-invalid-company-not-in-project = la empresa { $company } no está en el proyecto
finding-invalid-players-for-boards = tiene { $players } jugadores para { $boards ->
        [one] { $boards } tablero
       *[other] { $boards } tableros
    }
finding-invalid-player-not-in-project = el jugador { $player } no está en el proyecto
finding-invalid-team-not-in-division = el equipo { $team } no está en la división
finding-invalid-board-outside = el tablero { $board } está fuera de 1..{ $boards }
finding-invalid-paired-twice = el equipo { $team } tablero { $board } está emparejado dos veces
finding-invalid-paired-against-itself = un equipo está emparejado contra sí mismo
finding-invalid-plays-himself = un jugador no puede jugar contra sí mismo
finding-invalid-conditional-too-deep = su línea condicional tras la jugada { $after } tiene { $depth } jugadas esperadas; ccdesk guarda como mucho { $most }
finding-invalid-sent-before-received = enviada el { $sent } antes de recibida el { $received }
finding-invalid-arrived-before-sent = llegó el { $arrived } antes de ser enviada ({ $sent })
finding-invalid-ledger = su cuenta de tiempo no puede calcularse: { $why }
finding-invalid-team-not-in-the-season = el equipo { $team } no está en la temporada
finding-invalid-team-not-in-season = el equipo { $team } no está en la temporada { $season }
finding-invalid-unknown-division = su emparejamiento nombra la división { $division }, que la temporada no tiene: su resultado quedaría fuera de la clasificación
finding-invalid-after-close = enviada el { $sent }, tras el cierre del juego el { $closes } (C19): la posición va a adjudicación tal como estaba

## Un paso registrado tras su plazo (C09-C11, C16, C24)
finding-late-received = tarde: recibido el { $date }, vencía el { $due } ({ $rule })
finding-late-returned = tarde: devuelto el { $date }, vencía el { $due } ({ $rule })
finding-late-sent = tarde: enviado el { $date }, vencía el { $due } ({ $rule })
finding-late-entry = la inscripción de { $company } { $late }
finding-late-form = el formulario del equipo de { $company } { $late }
finding-late-pairing-list = la lista de emparejamientos a { $company } { $late }
finding-late-reminder = el recordatorio de cuotas a { $company } { $late }
finding-late-expulsion = la expulsión de { $company } { $late }
finding-late-claim = la reclamación de { $side } en la partida { $game } { $late }
finding-late-payment = un pago de { $amount } de { $company } { $late }
finding-dates-received-before-sent = { $san } no puede recibirse ({ $received }) antes de ser enviada ({ $sent })

## What a reminder asks of the desk's owner (E3.1-E3.3, P12)
duty-repeat-by-post = repetir mi jugada en { $game } con todos los detalles por correo certificado
duty-repeat-with-copy = repetir mi jugada en { $game } con todos los detalles, con copia al director del torneo
duty-inform-director = informar al director del torneo de que { $game } no ha tenido respuesta, y esperar su decisión
duty-ask-captain = pedir a mi capitán que informe al organizador de que { $game } no ha tenido respuesta
duty-opponent-may-lose = ninguna jugada del rival en { $game }{ $days ->
        [0] {""}
       *[other] {" "}desde hace { $days } días
    }: la partida puede darse por perdida a un jugador que no haya informado del retraso al director del torneo
duty-i-may-lose = ninguna jugada mía en { $game }{ $days ->
        [0] {""}
       *[other] {" "}desde hace { $days } días
    }: la partida puede darse por perdida contra mí
