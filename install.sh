#!/bin/sh
# Builds seek in release mode and installs it under a prefix: the command, its bundled samples,
# its manual page and completions for bash, zsh and fish.
#
#   ./install.sh                       # into ~/.local (bin/seek, share/seek, share/man/man1/seek.1)
#   ./install.sh --prefix /usr/local   # elsewhere (may need sudo)
#   ./install.sh --binary .build/debug/seek --prefix /tmp/p   # install a seek already built
#   ./install.sh --uninstall --prefix ~/.local                # remove what an install put there
#
# An install lists what it wrote, with checksums, in PREFIX/share/seek/installed-files;
# --uninstall removes only the files listed there that are unchanged, and says which it kept.
# Exit status: 0 done, 2 a bad option or a failed step (one line on stderr says which).
set -eu

prefix="${HOME:-/usr/local}/.local"
binary=""
uninstall=false
here=$(cd -- "$(dirname -- "$0")" && pwd)

fail() { printf 'install.sh: %s\n' "$1" >&2; exit 2; }

# value OPTION VALUE: VALUE, unless it is missing, empty or looks like an option.
value() {
    case "$2" in
        '' | -*) fail "$1 needs a value, not '$2'" ;;
    esac
}

while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || fail "--prefix needs a folder"; value --prefix "$2"; prefix=$2; shift 2 ;;
        --prefix=*) prefix=${1#--prefix=}; value --prefix "$prefix"; shift ;;
        --binary) [ $# -ge 2 ] || fail "--binary needs a path"; value --binary "$2"; binary=$2; shift 2 ;;
        --binary=*) binary=${1#--binary=}; value --binary "$binary"; shift ;;
        --uninstall) uninstall=true; shift ;;
        -h|--help) sed -n '2,12s/^# \{0,1\}//p' "$0"; exit 0 ;;
        *) fail "unknown option '$1' (see ./install.sh --help)" ;;
    esac
done
case "$prefix" in
    *'
'*) fail "the prefix holds a newline" ;;
esac

manifest="$prefix/share/seek/installed-files"
man_page="share/man/man1/seek.1"
bash_completion="share/bash-completion/completions/seek"
zsh_completion="share/zsh/site-functions/_seek"
fish_completion="share/fish/vendor_completions.d/seek.fish"

# checksum FILE: the file's CRC and size, as cksum gives them.
checksum() { cksum < "$1" 2>/dev/null | awk '{ print $1, $2 }'; }

if $uninstall; then
    [ -f "$manifest" ] || fail "no list of installed files at $manifest: nothing removed"
    kept=0
    # Each line: CRC SIZE PATH, the path relative to the prefix.
    while read -r crc size path; do
        case "$path" in
            '' | /* | ../* | */../* | */.. | ..) fail "$manifest lists '$path', which is not below the prefix" ;;
        esac
        file="$prefix/$path"
        if [ -f "$file" ] && [ ! -L "$file" ] && [ "$(checksum "$file")" = "$crc $size" ]; then
            rm -f -- "$file" || fail "cannot remove $file"
        elif [ -e "$file" ] || [ -L "$file" ]; then
            printf 'kept %s: it changed since it was installed\n' "$file"
            kept=$((kept + 1))
        fi
    done < "$manifest"
    rm -f -- "$manifest" || fail "cannot remove $manifest"
    rmdir -- "$prefix/share/seek" 2>/dev/null || true
    printf 'removed seek from %s' "$prefix"
    [ "$kept" -eq 0 ] || printf ' (kept %s changed files)' "$kept"
    printf '\n'
    exit 0
fi

if [ -z "$binary" ]; then
    # The build's own messages go to standard output, so that a failure is one line on stderr.
    (cd "$here" && swift build -c release --product seek 2>&1) || fail "the release build failed"
    binary="$here/.build/release/seek"
fi
[ -f "$binary" ] && [ -x "$binary" ] || fail "no seek executable at $binary"

destinations="bin/seek $man_page $bash_completion $zsh_completion $fish_completion"
for sample in "$here"/Data/*.json; do destinations="$destinations share/seek/$(basename -- "$sample")"; done
# Everything is checked before anything is written: a folder (or anything but a file) where a
# file goes would otherwise receive the file inside it, and the install would look done.
for path in $destinations share/seek/installed-files; do
    if [ -e "$prefix/$path" ] && [ ! -f "$prefix/$path" ]; then
        fail "$prefix/$path is in the way: it is not a file"
    fi
done

# Each file is written beside its destination and renamed over it, so an interrupted install
# never leaves a half-written seek (or a running one's binary changed under it).
folder_for() { mkdir -p -- "$(dirname -- "$1")" 2>/dev/null || fail "cannot create $(dirname -- "$1")"; }
put() { # put SOURCE-FILE PATH MODE
    folder_for "$prefix/$2"
    { cp -- "$1" "$prefix/$2.installing" && chmod "$3" "$prefix/$2.installing" &&
        mv -f -- "$prefix/$2.installing" "$prefix/$2"; } 2>/dev/null \
        || { rm -f -- "$prefix/$2.installing"; fail "cannot write $prefix/$2"; }
}
generated() { # generated PATH ARGUMENT...: the output of the installed seek with those arguments
    destination=$prefix/$1; shift
    folder_for "$destination"
    "$prefix/bin/seek" "$@" > "$destination.installing" 2>/dev/null \
        || { rm -f -- "$destination.installing"; fail "'seek $*' failed"; }
    { chmod 644 "$destination.installing" && mv -f -- "$destination.installing" "$destination"; } 2>/dev/null \
        || { rm -f -- "$destination.installing"; fail "cannot write $destination"; }
}

put "$binary" bin/seek 755
for sample in "$here"/Data/*.json; do
    put "$sample" "share/seek/$(basename -- "$sample")" 644
done
generated "$man_page" --man
generated "$bash_completion" --generate-completion-script bash
generated "$zsh_completion" --generate-completion-script zsh
generated "$fish_completion" --generate-completion-script fish

# The list is written last and whole, so that it names only files that are in place. A file an
# earlier install listed that this one did not write (a sample since dropped) stays listed while
# it is unchanged, so that --uninstall still removes it.
{
    for path in $destinations; do
        printf '%s %s\n' "$(checksum "$prefix/$path")" "$path"
    done
    if [ -f "$manifest" ]; then
        while read -r crc size path; do
            case " $destinations " in *" $path "*) continue ;; esac
            if [ -f "$prefix/$path" ] && [ "$(checksum "$prefix/$path")" = "$crc $size" ]; then
                printf '%s %s %s\n' "$crc" "$size" "$path"
            fi
        done < "$manifest"
    fi
} > "$manifest.installing" 2>/dev/null && mv -f -- "$manifest.installing" "$manifest" 2>/dev/null \
    || { rm -f -- "$manifest.installing"; fail "cannot write $manifest"; }

printf 'installed seek %s under %s\n' "$("$prefix/bin/seek" --version | sed 's/^seek //')" "$prefix"
case ":${PATH:-}:" in
    *":$prefix/bin:"*) ;;
    *) printf 'add %s/bin to PATH to run it as seek\n' "$prefix" ;;
esac
