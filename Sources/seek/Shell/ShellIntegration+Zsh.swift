extension ShellIntegration {
    /// What `seek --zsh` prints.
    static let zshScript = #"""
        # seek's key bindings for zsh: eval "$(seek --zsh)"
        # Options reach seek through SEEK_DEFAULT_OPTS, which seek splits into words as a shell would
        # (quotes kept, nothing run): the widget's defaults, then the user's SEEK_CTRL_T_OPTS etc.
        __seek_select() {
          setopt localoptions pipefail no_aliases 2> /dev/null
          local item
          {
            if [[ -n "${SEEK_CTRL_T_COMMAND:-}" ]]; then
              eval "$SEEK_CTRL_T_COMMAND" | SEEK_DEFAULT_OPTS="--bind=esc:abort ${SEEK_DEFAULT_OPTS-} --multi --scheme=path ${SEEK_CTRL_T_OPTS-}" command seek --print0
            else
              SEEK_DEFAULT_OPTS="--bind=esc:abort ${SEEK_DEFAULT_OPTS-} --multi --walker=file,dir,follow,hidden --scheme=path ${SEEK_CTRL_T_OPTS-}" command seek --print0 < /dev/tty
            fi
          } | while IFS= read -r -d '' item; do print -rn -- "${(q)item} "; done
        }
        seek-file-widget() {
          LBUFFER="${LBUFFER}$(__seek_select)"
          zle reset-prompt
        }
        seek-history-widget() {
          setopt localoptions pipefail no_aliases 2> /dev/null
          zmodload -F zsh/parameter p:history 2> /dev/null
          local selected
          # $history's values come newest first, each entry whole; (u) keeps the first of duplicates.
          selected="$(if (( $#history )); then print -rN -- "${(u)history[@]}"; fi |
            SEEK_DEFAULT_OPTS="--bind=esc:abort ${SEEK_DEFAULT_OPTS-} --scheme=history ${SEEK_CTRL_R_OPTS-}" command seek --read0 --no-history "--query=$LBUFFER")"
          if [[ $? -eq 0 && -n "$selected" ]]; then
            BUFFER="$selected"
            CURSOR=$#BUFFER
          fi
          zle reset-prompt
        }
        seek-cd-widget() {
          setopt localoptions pipefail no_aliases 2> /dev/null
          local folder hook
          # zsh keeps the NUL in $(…), so a name's trailing newlines survive; the NUL is then dropped.
          if [[ -n "${SEEK_ALT_C_COMMAND:-}" ]]; then
            folder="$(eval "$SEEK_ALT_C_COMMAND" | SEEK_DEFAULT_OPTS="--bind=esc:abort ${SEEK_DEFAULT_OPTS-} --scheme=path ${SEEK_ALT_C_OPTS-}" command seek --print0)"
          else
            folder="$(SEEK_DEFAULT_OPTS="--bind=esc:abort ${SEEK_DEFAULT_OPTS-} --walker=dir,follow,hidden --scheme=path ${SEEK_ALT_C_OPTS-}" command seek --print0 < /dev/tty)"
          fi
          folder=${folder%$'\0'}
          if [[ -n "$folder" ]] && builtin cd -- "$folder"; then
            # The prompt may show the folder: run what zsh runs before drawing one.
            for hook in precmd $precmd_functions; do
              (( $+functions[$hook] )) && "$hook"
            done
          fi
          zle reset-prompt
        }
        zle -N seek-file-widget
        zle -N seek-history-widget
        zle -N seek-cd-widget
        bindkey -M emacs '^T' seek-file-widget
        bindkey -M emacs '^R' seek-history-widget
        bindkey -M emacs '\ec' seek-cd-widget
        bindkey -M viins '^T' seek-file-widget
        bindkey -M viins '^R' seek-history-widget
        bindkey -M viins '\ec' seek-cd-widget

        """#
}
