extension ShellIntegration {
    /// The `**<TAB>` fuzzy completion of `seek --fish`, printed after its key bindings.
    static let fishCompletionScript = #"""
        # Fuzzy completion: a word that ends with SEEK_COMPLETION_TRIGGER (default **) is completed with
        # seek when Tab is pressed; any other Tab completes as fish does.
        # Runs seek for the completion of kind $argv[1] on the word $argv[2] and prints the chosen items,
        # each quoted for fish, one a line.
        function __seek_completion_choices
          set -l kind $argv[1]
          set -l base $argv[2]
          set -l options "--bind=esc:abort $SEEK_DEFAULT_OPTS"
          switch $kind
            case path folder
              string match -q -- '~' $base; or string match -q -- '~/*' $base
              and set base $HOME(string sub -s 2 -- $base)
              # The longest folder the word starts with is walked, the rest is the query.
              set -l folder (string match -r -- '^.*/' $base)
              while test -n "$folder"; and not test -d "$folder"
                set folder (string match -r -- '^.*/' (string sub -e -1 -- $folder))
              end
              if test $kind = path
                set -a options --multi --walker=file,dir,follow,hidden --scheme=path "$SEEK_COMPLETION_OPTS" "$SEEK_COMPLETION_PATH_OPTS"
              else
                set -a options --walker=dir,follow --scheme=path "$SEEK_COMPLETION_OPTS" "$SEEK_COMPLETION_DIR_OPTS"
              end
              # An empty list would leave nothing of each name it is joined to.
              test -n "$folder"; or set folder ''
              # seek walks the folder it runs in, so the names it prints are below it: the folder as typed
              # goes before each.
              set -l root $folder
              test -n "$root"; or set root .
              for item in (command env -C $root SEEK_DEFAULT_OPTS="$options" seek --print0 --query=(string sub -s (math (string length -- "$folder") + 1) -- $base) < /dev/tty | string split0)
                if test $kind = path
                  string escape -- $folder$item
                else
                  echo (string escape -- $folder(string replace -r -- '/$' '' $item))/
                end
              end
            case process
              for item in (command ps -eo user,pid,ppid,start,time,command 2> /dev/null | SEEK_DEFAULT_OPTS="$options --multi --header-lines=1 $SEEK_COMPLETION_OPTS" command seek --print0 --query=$base | string split0)
                string split -n -f 2 ' ' -- $item
              end
            case host
              # ssh's user@ stays before the host.
              set -l user (string match -r -- '^[^@]*@' $base)
              # An empty list would leave nothing of each host it is joined to.
              test -n "$user"; or set user ''
              begin
                command awk 'tolower($1) ~ /^host(name)?$/ { for (i = 2; i <= NF; i++) if ($i ~ /^#/) break; else if ($i !~ /[*?!%]/) print $i }' ~/.ssh/config 2> /dev/null
                command awk '{ sub(/#.*/, ""); for (i = 2; i <= NF; i++) print $i }' /etc/hosts 2> /dev/null
              end | LC_ALL=C command sort -u | SEEK_DEFAULT_OPTS="$options $SEEK_COMPLETION_OPTS" command seek --print0 --query=(string replace -r -- '^[^@]*@' '' $base) | string split0 | while read -l host
                string escape -- $user$host
              end
            case variable
              set -nx | SEEK_DEFAULT_OPTS="$options --multi $SEEK_COMPLETION_OPTS" command seek --print0 --query=$base | string split0
          end
        end
        function seek-completion -d "Complete a word that ends with the trigger with seek, any other as fish does"
          set -l trigger '**'
          set -q SEEK_COMPLETION_TRIGGER; and set trigger $SEEK_COMPLETION_TRIGGER
          set -l word (commandline -ct | string collect)
          set -l length (string length -- "$trigger")
          if test $length -eq 0; or test (string sub -s -$length -- "$word") != "$trigger"
            commandline -f complete
            return
          end
          set -l tokens (commandline -opc)
          set -l kind path
          if set -q tokens[1]
            switch (string replace -r -- '.*/' '' $tokens[1])
              case cd pushd rmdir
                set kind folder
              case kill
                set kind process
              case ssh telnet
                set kind host
              case export unset printenv
                set kind variable
            end
          end
          # The word as fish reads it: quotes and backslashes taken away, nothing expanded.
          set -l base (string sub -e -$length -- "$word" | string collect)
          set base (string unescape -- "$base" | string collect)
          set -l chosen (__seek_completion_choices $kind "$base")
          if set -q chosen[1]
            if test $kind = folder
              commandline -rt -- (string join ' ' $chosen)
            else
              commandline -rt -- (string join ' ' $chosen)' '
            end
          end
          commandline -f repaint
        end
        for mode in default insert
          bind -M $mode \t seek-completion
        end
        set -e mode

        """#
}
