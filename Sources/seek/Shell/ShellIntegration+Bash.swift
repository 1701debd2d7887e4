extension ShellIntegration {
    /// What `seek --bash` prints.
    static let bashScript = #"""
        # seek's key bindings for bash: eval "$(seek --bash)"
        # Options reach seek through SEEK_DEFAULT_OPTS, which seek splits into words as a shell would
        # (quotes kept, nothing run): the widget's defaults, then the user's SEEK_CTRL_T_OPTS etc.
        __seek_select__() {
          local item
          if [ -n "${SEEK_CTRL_T_COMMAND:-}" ]; then
            eval "$SEEK_CTRL_T_COMMAND" | SEEK_DEFAULT_OPTS="--bind=esc:abort ${SEEK_DEFAULT_OPTS-} --multi --scheme=path ${SEEK_CTRL_T_OPTS-}" command seek --print0
          else
            SEEK_DEFAULT_OPTS="--bind=esc:abort ${SEEK_DEFAULT_OPTS-} --multi --walker=file,dir,follow,hidden --scheme=path ${SEEK_CTRL_T_OPTS-}" command seek --print0 < /dev/tty
          fi | while IFS= read -r -d '' item; do printf '%q ' "$item"; done
        }
        __seek_ctrl_t__() {
          local selected
          selected="$(__seek_select__)"
          READLINE_LINE="${READLINE_LINE:0:$READLINE_POINT}${selected}${READLINE_LINE:$READLINE_POINT}"
          READLINE_POINT=$(( READLINE_POINT + ${#selected} ))
        }
        # The history newest first, each entry whole (a multi-line one too) and once, ended by NUL.
        # `fc -lr` starts each entry with its number and a tab; a line that does not start with the
        # next number down continues the entry before it.
        __seek_history__() {
          builtin fc -lr -2147483648 2> /dev/null | LC_ALL=C command awk '
            function flush() { if (open && !(entry in seen)) { seen[entry] = 1; printf "%s%c", entry, 0 } }
            {
              tab = index($0, "\t")
              number = substr($0, 1, tab - 1)
              if (tab > 1 && number ~ /^[0-9]+$/ && (!open || number + 0 == next_number)) {
                flush()
                entry = substr($0, tab + 2)
                next_number = number - 1
                open = 1
              } else if (open) {
                entry = entry "\n" $0
              }
            }
            END { flush() }'
        }
        __seek_ctrl_r__() {
          local selected
          selected="$(__seek_history__ | SEEK_DEFAULT_OPTS="--bind=esc:abort ${SEEK_DEFAULT_OPTS-} --scheme=history ${SEEK_CTRL_R_OPTS-}" command seek --read0 --no-history "--query=$READLINE_LINE")" || return 0
          READLINE_LINE=$selected
          READLINE_POINT=${#READLINE_LINE}
        }
        # ALT-C runs three bindings in turn: choose and change folder (the line put aside), accept the
        # now empty line so that bash draws a fresh prompt for the new folder, put the line back.
        __seek_alt_c__() {
          local folder
          __seek_line__=$READLINE_LINE
          __seek_point__=$READLINE_POINT
          READLINE_LINE=
          READLINE_POINT=0
          IFS= read -r -d '' folder < <(
            if [ -n "${SEEK_ALT_C_COMMAND:-}" ]; then
              eval "$SEEK_ALT_C_COMMAND" | SEEK_DEFAULT_OPTS="--bind=esc:abort ${SEEK_DEFAULT_OPTS-} --scheme=path ${SEEK_ALT_C_OPTS-}" command seek --print0
            else
              SEEK_DEFAULT_OPTS="--bind=esc:abort ${SEEK_DEFAULT_OPTS-} --walker=dir,follow,hidden --scheme=path ${SEEK_ALT_C_OPTS-}" command seek --print0 < /dev/tty
            fi) &&
            [ -n "$folder" ] && builtin cd -- "$folder"
        }
        __seek_restore_line__() {
          READLINE_LINE=${__seek_line__-}
          READLINE_POINT=${__seek_point__:-0}
          unset __seek_line__ __seek_point__
        }
        for __seek_keymap__ in emacs-standard vi-insert; do
          bind -m "$__seek_keymap__" -x '"\C-t": __seek_ctrl_t__'
          bind -m "$__seek_keymap__" -x '"\C-r": __seek_ctrl_r__'
          bind -m "$__seek_keymap__" -x '"\C-x9c": __seek_alt_c__'
          bind -m "$__seek_keymap__" -x '"\C-x9r": __seek_restore_line__'
          bind -m "$__seek_keymap__" '"\ec": "\C-x9c\C-m\C-x9r"'
        done
        unset __seek_keymap__

        """#
}
