#!/bin/bash
# Real mail servers for the mail tests (tests/cli/mail_cli.rs), on
# 127.0.0.1 only: Dovecot (IMAP with STARTTLS and implicit TLS, LMTP,
# and the SASL service Postfix asks) and Postfix (SMTP submission with
# STARTTLS and implicit TLS, delivering to Dovecot over LMTP). A CA and
# the server's certificate (for 127.0.0.1 and localhost) are made with
# openssl at each start, with a second CA that signed nothing (the tests
# trust it to see a certificate that does not verify).
#
#   tests/mail/servers.sh start DIR   writes the configs into DIR, starts
#                                     both and writes DIR/env (sourced by
#                                     .ci/test; the tests read the variables)
#   tests/mail/servers.sh stop DIR    stops both
#
# Users (passwd-file, password "chess-<name>"): white, black, td and
# white-N, black-N, td-N for N in 1..24, all @chess.test, so that tests
# running at once each have their own mailboxes. Postfix refuses mail to
# refused@chess.test.
# Needs dovecot-imapd, dovecot-lmtpd, postfix and openssl (.ci/test
# installs them) and root (sudo when not root): Postfix's master runs as
# root.
set -eu
action="${1:-}"
dir="${2:-}"
[ -n "$action" ] && [ -n "$dir" ] || { echo "usage: $0 start|stop DIR" >&2; exit 2; }
sudo_cmd=""
[ "$(id -u)" = 0 ] || sudo_cmd="sudo"

stop() {
    if [ -f "$dir/postfix/main.cf" ]; then
        $sudo_cmd postfix -c "$dir/postfix" stop >/dev/null 2>&1 || true
    fi
    if [ -f "$dir/dovecot.conf" ]; then
        $sudo_cmd doveadm -c "$dir/dovecot.conf" stop >/dev/null 2>&1 || true
    fi
}

if [ "$action" = stop ]; then
    stop
    exit 0
fi
[ "$action" = start ] || { echo "usage: $0 start|stop DIR" >&2; exit 2; }

mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"
# Postfix and the mail processes (other users) go through it (mktemp -d makes it 0700).
chmod 755 "$dir"
# Ports: a block of eight from a base the caller may give.
base="${CCDESK_MAIL_PORT_BASE:-$((20000 + $$ % 20000))}"
imap=$base; imaps=$((base + 1)); lmtp=$((base + 2)); auth=$((base + 3))
submission=$((base + 4)); submissions=$((base + 5)); closed=$((base + 6))

# Certificates.
cd "$dir"
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=ccdesk test CA" \
    -keyout ca.key -out ca.crt >/dev/null 2>&1
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=ccdesk other CA" \
    -keyout other-ca.key -out other-ca.crt >/dev/null 2>&1
openssl req -newkey rsa:2048 -nodes -subj "/CN=127.0.0.1" \
    -keyout server.key -out server.csr >/dev/null 2>&1
printf 'subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n' > server.ext
openssl x509 -req -in server.csr -CA ca.crt -CAkey ca.key -CAcreateserial -days 2 \
    -extfile server.ext -out server.crt >/dev/null 2>&1
chmod 644 server.key server.crt ca.crt other-ca.crt

# Users.
: > users
for who in white black td; do
    echo "$who@chess.test:{PLAIN}chess-$who::::::" >> users
    n=1
    while [ $n -le 24 ]; do
        echo "$who-$n@chess.test:{PLAIN}chess-$who-$n::::::" >> users
        n=$((n + 1))
    done
done
mkdir -p mail run state
mail_uid="$(id -u)"; mail_gid="$(id -g)"
if [ "$mail_uid" = 0 ]; then
    # Dovecot gives no mail access as root: the mailboxes belong to nobody.
    mail_uid="$(id -u nobody)"; mail_gid="$(id -g nobody)"
    chown "$mail_uid:$mail_gid" mail
fi

cat > dovecot.conf <<CONF
base_dir = $dir/run
state_dir = $dir/state
log_path = $dir/dovecot.log
protocols = imap lmtp
listen = 127.0.0.1
ssl = required
ssl_cert = <$dir/server.crt
ssl_key = <$dir/server.key
auth_mechanisms = plain login
# A wrong password is refused at once, not after the usual 2 s.
auth_failure_delay = 0
mail_location = maildir:$dir/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u $dir/users
}
userdb {
  driver = static
  args = uid=$mail_uid gid=$mail_gid home=$dir/mail/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = $imap
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = $imaps
    ssl = yes
  }
}
service lmtp {
  inet_listener lmtp {
    address = 127.0.0.1
    port = $lmtp
  }
}
service auth {
  inet_listener {
    address = 127.0.0.1
    port = $auth
  }
}
protocol lmtp {
  auth_username_format = %u
}
CONF
$sudo_cmd dovecot -c "$dir/dovecot.conf"

mkdir -p postfix pfqueue pfdata
$sudo_cmd chown root:root pfqueue
$sudo_cmd chown postfix pfdata
: > postfix.log
$sudo_cmd chown postfix postfix.log
cat > postfix/main.cf <<CONF
compatibility_level = 3.6
queue_directory = $dir/pfqueue
data_directory = $dir/pfdata
mail_owner = postfix
setgid_group = postdrop
maillog_file = $dir/postfix.log
maillog_file_prefixes = $dir
inet_interfaces = 127.0.0.1
inet_protocols = ipv4
myhostname = mail.chess.test
mydestination =
local_recipient_maps =
alias_maps =
mynetworks = 127.0.0.0/8
virtual_mailbox_domains = chess.test
virtual_transport = lmtp:inet:127.0.0.1:$lmtp
smtpd_tls_cert_file = $dir/server.crt
smtpd_tls_key_file = $dir/server.key
smtpd_tls_security_level = may
smtpd_sasl_type = dovecot
smtpd_sasl_path = inet:127.0.0.1:$auth
smtpd_relay_restrictions = permit_sasl_authenticated, reject
smtpd_recipient_restrictions = check_recipient_access regexp:$dir/postfix/refused, permit_sasl_authenticated, reject
CONF
# One address the server refuses, for the test of a send refused (exit 1).
echo '/^refused@chess\.test$/ REJECT this mailbox refuses all mail' > postfix/refused
# The system's services, none chrooted, the public smtp replaced by the
# two submission listeners.
awk -v p1="$submission" -v p2="$submissions" '
    /^smtp[ \t]+inet/ { next }
    /^[a-z0-9]/ && NF >= 8 { $5 = "n"; print; next }
    { print }
    END {
        print "127.0.0.1:" p1 " inet n - n - - smtpd -o smtpd_tls_security_level=encrypt -o smtpd_sasl_auth_enable=yes"
        print "127.0.0.1:" p2 " inet n - n - - smtpd -o smtpd_tls_wrappermode=yes -o smtpd_sasl_auth_enable=yes"
    }' /etc/postfix/master.cf > postfix/master.cf
$sudo_cmd postfix -c "$dir/postfix" start >"$dir/postfix-start.log" 2>&1 || {
    cat "$dir/postfix-start.log" >&2
    echo "postfix did not start:" >&2
    $sudo_cmd postfix -c "$dir/postfix" check >&2 || true
    cat "$dir/postfix.log" >&2 2>/dev/null || true
    exit 1
}

# Wait until every port answers.
for port in $imap $imaps $lmtp $submission $submissions; do
    tries=0
    until (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do
        tries=$((tries + 1))
        [ $tries -lt 100 ] || { echo "port $port does not answer" >&2; exit 1; }
        sleep 0.1
    done
done

cat > env <<ENV
export CCDESK_TEST_MAIL_DIR=$dir
export CCDESK_TEST_IMAP_PORT=$imap
export CCDESK_TEST_IMAPS_PORT=$imaps
export CCDESK_TEST_SUBMISSION_PORT=$submission
export CCDESK_TEST_SUBMISSIONS_PORT=$submissions
export CCDESK_TEST_CLOSED_PORT=$closed
ENV
echo "mail servers up in $dir (IMAP $imap/$imaps, submission $submission/$submissions)"
