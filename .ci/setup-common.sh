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
