extension ShellIntegration {
    /// The `**<TAB>` fuzzy completion of `seek --zsh`, printed after its key bindings.
    static let zshCompletionScript = #"""
        # Fuzzy completion: a word that ends with SEEK_COMPLETION_TRIGGER (default **) is completed with
        # seek when Tab is pressed; any other Tab runs the widget Tab ran before.
        # Runs seek for the completion of kind $1 on the word $2 and prints the chosen items, each
        # quoted for zsh and followed by a blank (a folder by /).
        __seek_completion_choices() {
          setopt localoptions pipefail no_aliases 2> /dev/null
          local kind=$1 base=$2 folder= root options item prefix= ignored
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
              ( builtin cd -q -- "$root" > /dev/null &&
                SEEK_DEFAULT_OPTS="--bind=esc:abort ${SEEK_DEFAULT_OPTS-} $options" command seek --print0 "--query=${base:${#folder}}" < /dev/tty ) |
                while IFS= read -r -d '' item; do
                  if [[ $kind == path ]]; then
                    print -rn -- "${(q)${:-$folder$item}} "
                  else
                    print -rn -- "${(q)${:-$folder${item%/}}}/"
                  fi
                done
              ;;
            process)
              command ps -eo user,pid,ppid,start,time,command 2> /dev/null |
                SEEK_DEFAULT_OPTS="--bind=esc:abort ${SEEK_DEFAULT_OPTS-} --multi --header-lines=1 ${SEEK_COMPLETION_OPTS-}" command seek --print0 "--query=$base" |
                while IFS= read -r -d '' item; do
                  read -r ignored item ignored <<< "$item"
                  print -rn -- "${(q)item} "
                done
              ;;
            host)
              # ssh's user@ stays before the host.
              [[ $base == *@* ]] && prefix=${base%%@*}@
              {
                command awk 'tolower($1) ~ /^host(name)?$/ { for (i = 2; i <= NF; i++) if ($i ~ /^#/) break; else if ($i !~ /[*?!%]/) print $i }' ~/.ssh/config 2> /dev/null
                command awk '{ sub(/#.*/, ""); for (i = 2; i <= NF; i++) print $i }' /etc/hosts 2> /dev/null
              } | LC_ALL=C command sort -u |
                SEEK_DEFAULT_OPTS="--bind=esc:abort ${SEEK_DEFAULT_OPTS-} ${SEEK_COMPLETION_OPTS-}" command seek --print0 "--query=${base#"$prefix"}" |
                while IFS= read -r -d '' item; do print -rn -- "${(q)${:-$prefix$item}} "; done
              ;;
            variable)
              zmodload -F zsh/parameter p:parameters 2> /dev/null
              print -rl -- ${(k)parameters[(R)*export*]} |
                SEEK_DEFAULT_OPTS="--bind=esc:abort ${SEEK_DEFAULT_OPTS-} --multi ${SEEK_COMPLETION_OPTS-}" command seek --print0 "--query=$base" |
                while IFS= read -r -d '' item; do print -rn -- "${(q)item} "; done
              ;;
          esac
        }
        seek-completion() {
          setopt localoptions no_aliases 2> /dev/null
          local trigger=${SEEK_COMPLETION_TRIGGER-'**'} word command kind chosen index
          local -a tokens
          if [[ -z $trigger || $LBUFFER != *"$trigger" ]]; then
            zle ${__seek_default_completion:-expand-or-complete}
            return
          fi
          # zsh splits the line as it would run it; the command is the first word after the last ; | & (.
          tokens=(${(z)LBUFFER})
          word=${tokens[-1]}
          for (( index = 1; index < $#tokens; index++ )); do
            case ${tokens[index]} in
              ';'|'|'|'||'|'&'|'&&'|'('|'|&') command= ;;
              *) [[ -z $command ]] && command=${tokens[index]} ;;
            esac
          done
          case ${command:t} in
            cd|pushd|rmdir) kind=folder ;;
            kill) kind=process ;;
            ssh|telnet) kind=host ;;
            export|unset|printenv) kind=variable ;;
            *) kind=path ;;
          esac
          chosen=$(__seek_completion_choices $kind "${(Q)${word%"$trigger"}}")
          [[ -n $chosen ]] && LBUFFER=${LBUFFER%"$word"}$chosen
          zle reset-prompt
        }
        # What Tab ran before is what it runs without the trigger; loaded again, the script keeps it.
        if [[ ${$(bindkey '^I')[(w)2]} != seek-completion ]]; then
          __seek_default_completion=${$(bindkey '^I')[(w)2]}
        fi
        zle -N seek-completion
        bindkey -M emacs '^I' seek-completion
        bindkey -M viins '^I' seek-completion

        """#
}
