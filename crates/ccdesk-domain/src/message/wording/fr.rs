//! The move message's words in French.

use super::Wording;

/// French: zero and one take the singular (`0 jour`, `1 jour`).
const fn singular(n: u32) -> bool {
    n <= 1
}

/// French.
pub(super) const WORDING: Wording = Wording {
    event: "Tournoi:",
    game: "Partie:",
    white: "Blancs",
    black: "Noirs",
    from: "Expéditeur:",
    address: "Adresse:",
    to: "Destinataire:",
    your_move: "Votre coup:",
    continuation: "Coups conditionnels joués:",
    my_move: "Mon coup:",
    draw_offer: "Proposition de nulle:",
    draw_offer_sentence: "Avec ce coup, je vous propose la nulle.",
    proposal: "Proposition conditionnelle:",
    your_move_sent: "Votre coup a été envoyé le:",
    your_move_posted: "Votre coup a été posté le:",
    not_known: "inconnu",
    received: "Je l'ai reçu le:",
    assumed: "(supposé)",
    i_send: "J'envoie ce coup le:",
    i_post: "Je poste ce coup le:",
    time_for_move: "Temps pour ce coup:",
    time_in_all: "Temps utilisé au total:",
    one_day: "{n} jour",
    n_days: "{n} jours",
    singular,
    notes: "Remarques:",
    what_received: "la date à laquelle vous avez reçu mon coup",
    what_sent: "la date à laquelle vous avez envoyé votre coup",
    note_assumed: "Vous n'avez pas donné {what}; je suppose le {date} (règle E2.9).",
    note_corrected: "Vous avez donné {what} comme le {stated}; c'était le {date} et je le compte ainsi (règle E2.10).",
    record: "Notation de la partie ({notation}):",
    notation_with_letters: "{notation}, {letters} {pieces}",
    notations: [
        "algébrique (SAN)",
        "algébrique figurine",
        "algébrique longue",
        "numérique ICCF",
        "UCI",
    ],
    letters: [
        "lettres anglaises",
        "lettres allemandes",
        "lettres françaises",
        "lettres espagnoles",
        "lettres néerlandaises",
        "lettres italiennes",
    ],
    closing: "Bien cordialement,",
    months: [
        "janvier",
        "février",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "août",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
    ],
    date: "{d} {month} {y}",
};
