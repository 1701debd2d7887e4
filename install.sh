#!/bin/sh
# Builds seek in release mode and installs it under a prefix: the command, its bundled samples,
# its manual page and completions for bash, zsh and fish.
#
#   ./install.sh                       # into ~/.local (bin/seek, share/seek, share/man/man1/seek.1)
#   ./install.sh --prefix /usr/local   # elsewhere (may need sudo)
#   ./install.sh --binary .build/debug/seek --prefix /tmp/p   # install a seek already built
#   ./install.sh --uninstall --prefix ~/.local                # remove what an install put there
#
# Exit status: 0 done, 2 a bad option or a failed step (the message says which).
set -eu

prefix="${HOME:-/usr/local}/.local"
binary=""
uninstall=false
here=$(cd "$(dirname "$0")" && pwd)

fail() { printf 'install.sh: %s\n' "$1" >&2; exit 2; }

while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || fail "--prefix needs a folder"; prefix=$2; shift 2 ;;
        --prefix=*) prefix=${1#--prefix=}; shift ;;
        --binary) [ $# -ge 2 ] || fail "--binary needs a path"; binary=$2; shift 2 ;;
        --binary=*) binary=${1#--binary=}; shift ;;
        --uninstall) uninstall=true; shift ;;
        -h|--help) sed -n '2,10s/^# \{0,1\}//p' "$0"; exit 0 ;;
        *) fail "unknown option '$1' (see ./install.sh --help)" ;;
    esac
done
[ -n "$prefix" ] || fail "--prefix is empty"

man_page="$prefix/share/man/man1/seek.1"
bash_completion="$prefix/share/bash-completion/completions/seek"
zsh_completion="$prefix/share/zsh/site-functions/_seek"
fish_completion="$prefix/share/fish/vendor_completions.d/seek.fish"

if $uninstall; then
    rm -f "$prefix/bin/seek" "$man_page" "$bash_completion" "$zsh_completion" "$fish_completion"
    for sample in "$here"/Data/*.json; do rm -f "$prefix/share/seek/$(basename "$sample")"; done
    rmdir "$prefix/share/seek" 2>/dev/null || true
    printf 'removed seek from %s\n' "$prefix"
    exit 0
fi

if [ -z "$binary" ]; then
    (cd "$here" && swift build -c release --product seek) || fail "the release build failed"
    binary="$here/.build/release/seek"
fi
[ -x "$binary" ] || fail "no seek executable at $binary"

# Each file is written beside its destination and renamed over it, so an interrupted install
# never leaves a half-written seek (or a running one's binary changed under it).
put() { # put SOURCE-FILE DESTINATION MODE
    mkdir -p "$(dirname "$2")" || fail "cannot create $(dirname "$2")"
    cp "$1" "$2.installing" && chmod "$3" "$2.installing" && mv -f "$2.installing" "$2" \
        || { rm -f "$2.installing"; fail "cannot write $2"; }
}
generated() { # generated DESTINATION COMMAND...: the command's output installed as DESTINATION
    destination=$1; shift
    mkdir -p "$(dirname "$destination")" || fail "cannot create $(dirname "$destination")"
    "$@" > "$destination.installing" || { rm -f "$destination.installing"; fail "'$*' failed"; }
    chmod 644 "$destination.installing" && mv -f "$destination.installing" "$destination"
}

put "$binary" "$prefix/bin/seek" 755
for sample in "$here"/Data/*.json; do
    put "$sample" "$prefix/share/seek/$(basename "$sample")" 644
done
generated "$man_page" "$prefix/bin/seek" --man
generated "$bash_completion" "$prefix/bin/seek" --generate-completion-script bash
generated "$zsh_completion" "$prefix/bin/seek" --generate-completion-script zsh
generated "$fish_completion" "$prefix/bin/seek" --generate-completion-script fish

printf 'installed seek %s under %s\n' "$("$prefix/bin/seek" --version | sed 's/^seek //')" "$prefix"
case ":${PATH:-}:" in
    *":$prefix/bin:"*) ;;
    *) printf 'add %s/bin to PATH to run it as seek\n' "$prefix" ;;
esac
