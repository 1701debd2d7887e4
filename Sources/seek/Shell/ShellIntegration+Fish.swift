extension ShellIntegration {
    /// What `seek --fish` prints.
    static let fishScript = #"""
        # seek's key bindings for fish: seek --fish | source
        # Options reach seek through SEEK_DEFAULT_OPTS, which seek splits into words as a shell would
        # (quotes kept, nothing run): the widget's defaults, then the user's SEEK_CTRL_T_OPTS etc.
        function seek-file-widget -d "Paste the files chosen with seek"
          set -l chosen
          if test -n "$SEEK_CTRL_T_COMMAND"
            set -lx SEEK_DEFAULT_OPTS "--bind=esc:abort $SEEK_DEFAULT_OPTS --multi --scheme=path $SEEK_CTRL_T_OPTS"
            set chosen (eval $SEEK_CTRL_T_COMMAND | command seek --print0 | string split0)
          else
            set -lx SEEK_DEFAULT_OPTS "--bind=esc:abort $SEEK_DEFAULT_OPTS --multi --walker=file,dir,follow,hidden --scheme=path $SEEK_CTRL_T_OPTS"
            set chosen (command seek --print0 < /dev/tty | string split0)
          end
          for item in $chosen
            commandline -it -- (string escape -- $item)' '
          end
          commandline -f repaint
        end
        function seek-history-widget -d "Take a command from the history with seek"
          set -lx SEEK_DEFAULT_OPTS "--bind=esc:abort $SEEK_DEFAULT_OPTS --scheme=history $SEEK_CTRL_R_OPTS"
          # The line being edited is one argument however many lines it has; history -z ends each
          # entry (newest first, each once) with NUL.
          set -l chosen (history -z | command seek --read0 --print0 --no-history --query=(commandline | string collect) | string split0)
          and set -q chosen[1]
          and commandline -- $chosen[1]
          commandline -f repaint
        end
        function seek-cd-widget -d "Change to a folder chosen with seek"
          set -l folder
          if test -n "$SEEK_ALT_C_COMMAND"
            set -lx SEEK_DEFAULT_OPTS "--bind=esc:abort $SEEK_DEFAULT_OPTS --scheme=path $SEEK_ALT_C_OPTS"
            set folder (eval $SEEK_ALT_C_COMMAND | command seek --print0 | string split0)
          else
            set -lx SEEK_DEFAULT_OPTS "--bind=esc:abort $SEEK_DEFAULT_OPTS --walker=dir,follow,hidden --scheme=path $SEEK_ALT_C_OPTS"
            set folder (command seek --print0 < /dev/tty | string split0)
          end
          and set -q folder[1]
          and builtin cd -- $folder[1]
          commandline -f repaint
        end
        for mode in default insert
          bind -M $mode \ct seek-file-widget
          bind -M $mode \cr seek-history-widget
          bind -M $mode \ec seek-cd-widget
        end
        set -e mode

        """#
}
