# Shared by scripts/run and scripts/test: make sure the Rust toolchain and the
# Debian/Ubuntu packages a step needs are present, installing what is missing.
# Sourced, not run.

ccdesk_need_rust() {
    if ! command -v cargo >/dev/null 2>&1; then
        if [ -x "$HOME/.cargo/bin/cargo" ]; then
            export PATH="$HOME/.cargo/bin:$PATH"
        else
            echo "ccdesk: installing the Rust toolchain with rustup (https://rustup.rs)" >&2
            curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal --default-toolchain 1.95.0 -c clippy -c rustfmt
            export PATH="$HOME/.cargo/bin:$PATH"
        fi
    fi
}

# ccdesk_need_packages PKG...: installs the missing Debian packages with apt,
# as root or through sudo. On systems without apt it only says what is missing.
ccdesk_need_packages() {
    missing=""
    for p in "$@"; do
        if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
            missing="$missing $p"
        fi
    done
    [ -z "$missing" ] && return 0
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "ccdesk: please install these packages with your system's package manager:$missing" >&2
        return 0
    fi
    if [ "$(id -u)" = 0 ]; then
        sudo_cmd=""
    elif command -v sudo >/dev/null 2>&1; then
        sudo_cmd="sudo"
    else
        echo "ccdesk: cannot install$missing (not root and no sudo)" >&2
        return 1
    fi
    echo "ccdesk: installing$missing" >&2
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq $missing >/dev/null
}

# ccdesk_need_python_chess: python-chess for the PGN numbering tests
# (tests/core/pgn_numbering.rs compares ccdesk's game numbers with its).
# Debian's python3-chess where the release has it, else PyPI's `chess` in a
# virtual environment under ~/.cache/ccdesk; exports CCDESK_PYTHON, the
# python that imports it.
ccdesk_need_python_chess() {
    for py in "${CCDESK_PYTHON:-}" python3 /usr/bin/python3; do
        if [ -n "$py" ] && "$py" -c "import chess.pgn" >/dev/null 2>&1; then
            export CCDESK_PYTHON="$py"
            return 0
        fi
    done
    if command -v apt-cache >/dev/null 2>&1 && apt-cache show python3-chess >/dev/null 2>&1; then
        ccdesk_need_packages python3-chess
        export CCDESK_PYTHON=/usr/bin/python3
        return 0
    fi
    ccdesk_need_packages python3-venv python3-pip
    venv="${XDG_CACHE_HOME:-$HOME/.cache}/ccdesk/python-chess"
    echo "ccdesk: installing python-chess from PyPI into $venv" >&2
    /usr/bin/python3 -m venv "$venv" &&
        "$venv/bin/pip" install --quiet "chess==1.11.2" &&
        export CCDESK_PYTHON="$venv/bin/python"
}

# ccdesk_need_python_icalendar: the maintained iCalendar parser (PyPI's
# icalendar) for the test that reads `ccdesk due --ics` back
# (tests/cli/due_cli.rs), in a virtual environment under ~/.cache/ccdesk;
# exports CCDESK_PYTHON_ICALENDAR, the python that imports it.
ccdesk_need_python_icalendar() {
    for py in "${CCDESK_PYTHON_ICALENDAR:-}"; do
        if [ -n "$py" ] && "$py" -c "import icalendar" >/dev/null 2>&1; then
            return 0
        fi
    done
    venv="${XDG_CACHE_HOME:-$HOME/.cache}/ccdesk/python-icalendar"
    if [ -x "$venv/bin/python" ] && "$venv/bin/python" -c "import icalendar" >/dev/null 2>&1; then
        export CCDESK_PYTHON_ICALENDAR="$venv/bin/python"
        return 0
    fi
    ccdesk_need_packages python3-venv python3-pip
    echo "ccdesk: installing icalendar from PyPI into $venv" >&2
    /usr/bin/python3 -m venv "$venv" &&
        "$venv/bin/pip" install --quiet "icalendar==7.3.2" &&
        export CCDESK_PYTHON_ICALENDAR="$venv/bin/python"
}

# ccdesk_need_mail_servers: Dovecot (IMAP, LMTP) and Postfix for the mail
# tests (tests/mail/servers.sh), installed without questions: Postfix's
# debconf answer is "No configuration", so nothing listens until the test
# script starts its own instance on 127.0.0.1; the system's instances are
# kept from starting.
ccdesk_need_mail_servers() {
    if [ "$(id -u)" = 0 ]; then sudo_cmd=""; else sudo_cmd="sudo"; fi
    if command -v debconf-set-selections >/dev/null 2>&1; then
        echo "postfix postfix/main_mailer_type select No configuration" | $sudo_cmd debconf-set-selections
    fi
    ccdesk_need_packages dovecot-imapd dovecot-lmtpd postfix openssl
    # The packages' own Dovecot listens on the usual ports; the tests need none of it.
    if command -v systemctl >/dev/null 2>&1 && systemctl is-active --quiet dovecot 2>/dev/null; then
        $sudo_cmd systemctl stop dovecot || true
    fi
}
