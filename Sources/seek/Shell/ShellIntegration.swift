/// The scripts that `seek --bash`, `--zsh` and `--fish` print, to `eval` (or `source`) in a
/// shell's start-up file: CTRL-T pastes chosen paths at the cursor, CTRL-R replaces the line with
/// a command from the shell's history, ALT-C changes to a chosen folder — the keys fzf's shell
/// integration binds, so that the habit carries over.
///
/// Each reads `SEEK_CTRL_T_COMMAND` (what CTRL-T lists instead of the file walk) and
/// `SEEK_CTRL_T_OPTS`, `SEEK_CTRL_R_OPTS`, `SEEK_ALT_C_OPTS` (extra options), at the moment the key
/// is pressed.
enum ShellIntegration: String, CaseIterable {
    case bash, zsh, fish

    /// The script for this shell.
    var script: String {
        switch self {
        case .bash: Self.bashScript
        case .zsh: Self.zshScript
        case .fish: Self.fishScript
        }
    }

    private static let bashScript = #"""
        # seek's key bindings for bash: eval "$(seek --bash)"
        __seek_select__() {
          local item
          if [ -n "${SEEK_CTRL_T_COMMAND:-}" ]; then
            eval "$SEEK_CTRL_T_COMMAND" | command seek --multi ${SEEK_CTRL_T_OPTS:-}
          else
            command seek --multi ${SEEK_CTRL_T_OPTS:-} < /dev/tty
          fi | while IFS= read -r item; do printf '%q ' "$item"; done
        }
        __seek_ctrl_t__() {
          local selected
          selected="$(__seek_select__)"
          READLINE_LINE="${READLINE_LINE:0:$READLINE_POINT}${selected}${READLINE_LINE:$READLINE_POINT}"
          READLINE_POINT=$(( READLINE_POINT + ${#selected} ))
        }
        __seek_ctrl_r__() {
          local selected
          selected="$(builtin fc -lnr -2147483648 2>/dev/null | sed 's/^[[:space:]]*//' |
            command seek --no-history -q "$READLINE_LINE" ${SEEK_CTRL_R_OPTS:-})" || return 0
          READLINE_LINE="$selected"
          READLINE_POINT=${#READLINE_LINE}
        }
        __seek_alt_c__() {
          local folder
          folder="$(command seek --walker dir,follow,hidden ${SEEK_ALT_C_OPTS:-} < /dev/tty)" || return 0
          [ -n "$folder" ] && builtin cd -- "$folder"
        }
        bind -m emacs-standard -x '"\C-t": __seek_ctrl_t__'
        bind -m emacs-standard -x '"\C-r": __seek_ctrl_r__'
        bind -m emacs-standard -x '"\ec": __seek_alt_c__'
        bind -m vi-insert -x '"\C-t": __seek_ctrl_t__'
        bind -m vi-insert -x '"\C-r": __seek_ctrl_r__'
        bind -m vi-insert -x '"\ec": __seek_alt_c__'

        """#

    private static let zshScript = #"""
        # seek's key bindings for zsh: eval "$(seek --zsh)"
        __seek_select() {
          setopt localoptions pipefail no_aliases 2> /dev/null
          local item
          {
            if [[ -n "${SEEK_CTRL_T_COMMAND:-}" ]]; then
              eval "$SEEK_CTRL_T_COMMAND" | command seek --multi ${=SEEK_CTRL_T_OPTS:-}
            else
              command seek --multi ${=SEEK_CTRL_T_OPTS:-} < /dev/tty
            fi
          } | while IFS= read -r item; do echo -n -E "${(q)item} "; done
        }
        seek-file-widget() {
          LBUFFER="${LBUFFER}$(__seek_select)"
          zle reset-prompt
        }
        seek-history-widget() {
          setopt localoptions pipefail no_aliases 2> /dev/null
          local selected
          selected="$(fc -rln 1 | command seek --no-history -q "$LBUFFER" ${=SEEK_CTRL_R_OPTS:-})"
          if [[ $? -eq 0 && -n "$selected" ]]; then
            BUFFER="$selected"
            CURSOR=$#BUFFER
          fi
          zle reset-prompt
        }
        seek-cd-widget() {
          local folder
          folder="$(command seek --walker dir,follow,hidden ${=SEEK_ALT_C_OPTS:-} < /dev/tty)"
          if [[ $? -eq 0 && -n "$folder" ]]; then
            builtin cd -- "$folder"
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

    private static let fishScript = #"""
        # seek's key bindings for fish: seek --fish | source
        function seek-file-widget -d "Paste the files chosen with seek"
          set -l chosen
          if set -q SEEK_CTRL_T_COMMAND
            set chosen (eval $SEEK_CTRL_T_COMMAND | command seek --multi $SEEK_CTRL_T_OPTS)
          else
            set chosen (command seek --multi $SEEK_CTRL_T_OPTS < /dev/tty)
          end
          for item in $chosen
            commandline -it -- (string escape -- $item)' '
          end
          commandline -f repaint
        end
        function seek-history-widget -d "Take a command from the history with seek"
          set -l chosen (history | command seek --no-history -q (commandline) $SEEK_CTRL_R_OPTS)
          and commandline -- $chosen
          commandline -f repaint
        end
        function seek-cd-widget -d "Change to a folder chosen with seek"
          set -l folder (command seek --walker dir,follow,hidden $SEEK_ALT_C_OPTS < /dev/tty)
          and test -n "$folder"
          and builtin cd -- $folder
          commandline -f repaint
        end
        bind \ct seek-file-widget
        bind \cr seek-history-widget
        bind \ec seek-cd-widget

        """#
}
