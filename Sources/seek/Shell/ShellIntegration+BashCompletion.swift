extension ShellIntegration {
    /// The `**<TAB>` fuzzy completion of `seek --bash`, printed after its key bindings.
    static let bashCompletionScript = #"""
        # Fuzzy completion: a word that ends with SEEK_COMPLETION_TRIGGER (default **) is completed with
        # seek when Tab is pressed; any other Tab does what it did before. Tab runs two keys: the first
        # looks at the line and binds the second either to what Tab did (bash's own completion, its
        # `complete` rules untouched) or, when seek has put its choice on the line, to a redraw.
        # Splits the line up to the cursor as bash would, enough to know the command's name and where
        # the last word starts and what it says with its quotes and backslashes taken away; nothing in
        # it is expanded or run.
        __seek_split_line__() {
          local text=$1 character quote= word= started= index
          __seek_command_name__=
          __seek_word_start__=${#text}
          for (( index = 0; index < ${#text}; index++ )); do
            character=${text:index:1}
            if [[ -z $started && -z $quote && $character != [[:blank:]\;\|\&\(\)] ]]; then
              started=1
              __seek_word_start__=$index
            fi
            if [[ $quote == "'" ]]; then
              if [[ $character == "'" ]]; then quote=; else word+=$character; fi
            elif [[ $character == '\' ]]; then
              index=$(( index + 1 ))
              character=${text:index:1}
              # Inside double quotes a backslash escapes only these four and is kept before anything else.
              [[ $quote == '"' && $character != [\"\\\$\`] ]] && word+='\'
              word+=$character
            elif [[ $quote == '"' ]]; then
              if [[ $character == '"' ]]; then quote=; else word+=$character; fi
            elif [[ $character == [\'\"] ]]; then
              quote=$character
            elif [[ $character == [[:blank:]\;\|\&\(\)] ]]; then
              [[ -n $started && -z $__seek_command_name__ ]] && __seek_command_name__=$word
              # A new command starts after ; | & ( ), and its first word is its name.
              [[ $character != [[:blank:]] ]] && __seek_command_name__=
              word=
              started=
              __seek_word_start__=$(( index + 1 ))
            else
              word+=$character
            fi
          done
          __seek_word__=$word
        }
        # Runs seek for the completion of kind $1 on the word $2 and prints the chosen items, each
        # quoted for bash and followed by a blank (a folder by /).
        __seek_completion_choices__() {
          local kind=$1 base=$2 folder= root options item prefix=
          case $kind in
            path|folder)
              [[ $base == '~' || $base == '~/'* ]] && base=$HOME${base:1}
              # The longest folder the word starts with is walked, the rest is the query.
              [[ $base == */* ]] && folder=${base%/*}/
              while [[ -n $folder && ! -d $folder ]]; do
                folder=${folder%/}
                if [[ $folder == */* ]]; then folder=${folder%/*}/; else folder=; fi
              done
              if [[ $kind == path ]]; then
                options="--multi --walker=file,dir,follow,hidden --scheme=path ${SEEK_COMPLETION_OPTS-} ${SEEK_COMPLETION_PATH_OPTS-}"
              else
                options="--walker=dir,follow --scheme=path ${SEEK_COMPLETION_OPTS-} ${SEEK_COMPLETION_DIR_OPTS-}"
              fi
              # A relative folder starts with ./ so that cd never looks for it along CDPATH.
              root=${folder:-.}
              [[ $root == /* ]] || root=./$root
              # seek walks the folder it runs in, so the names it prints are below it: the folder as typed
              # goes before each.
              ( builtin cd -- "$root" > /dev/null &&
                SEEK_DEFAULT_OPTS="--bind=esc:abort ${SEEK_DEFAULT_OPTS-} $options" command seek --print0 "--query=${base:${#folder}}" < /dev/tty ) |
                while IFS= read -r -d '' item; do
                  if [[ $kind == path ]]; then
                    printf '%q ' "$folder$item"
                  else
                    printf '%q/' "$folder${item%/}"
                  fi
                done
              ;;
            process)
              command ps -eo user,pid,ppid,start,time,command 2> /dev/null |
                SEEK_DEFAULT_OPTS="--bind=esc:abort ${SEEK_DEFAULT_OPTS-} --multi --header-lines=1 ${SEEK_COMPLETION_OPTS-}" command seek --print0 "--query=$base" |
                while IFS= read -r -d '' item; do
                  read -r _ item _ <<< "$item"
                  printf '%q ' "$item"
                done
              ;;
            host)
              # ssh's user@ stays before the host.
              [[ $base == *@* ]] && prefix=${base%%@*}@
              __seek_hosts__ |
                SEEK_DEFAULT_OPTS="--bind=esc:abort ${SEEK_DEFAULT_OPTS-} ${SEEK_COMPLETION_OPTS-}" command seek --print0 "--query=${base#"$prefix"}" |
                while IFS= read -r -d '' item; do printf '%q ' "$prefix$item"; done
              ;;
            variable)
              builtin compgen -e |
                SEEK_DEFAULT_OPTS="--bind=esc:abort ${SEEK_DEFAULT_OPTS-} --multi ${SEEK_COMPLETION_OPTS-}" command seek --print0 "--query=$base" |
                while IFS= read -r -d '' item; do printf '%q ' "$item"; done
              ;;
          esac
        }
        # The hosts of ~/.ssh/config (Host and HostName lines, patterns left out) and /etc/hosts, once each.
        __seek_hosts__() {
          {
            command awk 'tolower($1) ~ /^host(name)?$/ { for (i = 2; i <= NF; i++) if ($i ~ /^#/) break; else if ($i !~ /[*?!%]/) print $i }' ~/.ssh/config 2> /dev/null
            command awk '{ sub(/#.*/, ""); for (i = 2; i <= NF; i++) print $i }' /etc/hosts 2> /dev/null
          } | LC_ALL=C command sort -u
        }
        __seek_completion__() {
          local trigger=${SEEK_COMPLETION_TRIGGER-'**'} before=${READLINE_LINE:0:READLINE_POINT} kind= chosen= keymap action fallback
          if [[ -n $trigger && $before == *"$trigger" ]]; then
            __seek_split_line__ "${before:0:${#before}-${#trigger}}"
            case ${__seek_command_name__##*/} in
              cd|pushd|rmdir) kind=folder ;;
              kill) kind=process ;;
              ssh|telnet) kind=host ;;
              export|unset|printenv) kind=variable ;;
              *) kind=path ;;
            esac
            chosen=$(__seek_completion_choices__ "$kind" "$__seek_word__")
            if [[ -n $chosen ]]; then
              READLINE_LINE=${before:0:__seek_word_start__}$chosen${READLINE_LINE:READLINE_POINT}
              READLINE_POINT=$(( __seek_word_start__ + ${#chosen} ))
            fi
          fi
          for keymap in emacs-standard vi-insert; do
            fallback=__seek_tab_${keymap//-/_}__
            action=${!fallback:-complete}
            [[ -n $kind ]] && action=redraw-current-line
            builtin bind -m "$keymap" "\"\\C-x9u\": $action"
          done
        }
        # What Tab did before, in each keymap, is what it does without the trigger. Loaded again, the
        # script finds its own Tab (a macro, which bind -p does not list) and keeps what it saved.
        for __seek_keymap__ in emacs-standard vi-insert; do
          __seek_tab__=$(builtin bind -m "$__seek_keymap__" -p 2> /dev/null | command sed -n 's/^"\\C-i": //p')
          [[ -n $__seek_tab__ ]] && printf -v "__seek_tab_${__seek_keymap__//-/_}__" '%s' "$__seek_tab__"
          bind -m "$__seek_keymap__" -x '"\C-x9t": __seek_completion__'
          bind -m "$__seek_keymap__" '"\C-i": "\C-x9t\C-x9u"'
        done
        unset __seek_keymap__ __seek_tab__

        """#
}
