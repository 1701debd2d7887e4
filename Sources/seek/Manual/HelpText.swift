/// The prose of `seek --help` (and of `man seek`, which is made from it): what a person does
/// first, then the query syntax, keys, placeholders, PostgreSQL, exit codes and examples.
enum HelpText {
    static let discussion = """
        Run seek in a folder to pick one of the files below it: type to filter, Up and \
        Down to move, Enter to print the chosen item on standard output, Esc to clear the \
        search, or to leave when there is none (Ctrl-C always leaves). Pipe lines in to pick \
        one of them (`find . -type f | seek`: keys still come from the terminal, /dev/tty), \
        name a FILE, or open a bundled sample (--sample recipes; --samples lists them). \
        --filter QUERY prints the matches, best first, without a screen.

        Plain input is one item per line; .json (an array of objects), .jsonl, .csv and .tsv \
        files are records whose fields give scopes, tokens and details. With no FILE and \
        nothing piped, the items are the output of SEEK_DEFAULT_COMMAND when it is set, or \
        else the files below the current folder (--walker, --walker-root, --walker-skip). The \
        screen opens at once; lines and JSON Lines, CSV or TSV records appear as they are \
        read. --submit-only searches on Enter. A postgresql:// URL with --table searches a \
        table on its server (POSTGRESQL below).

        QUERY SYNTAX (as fzf's)
          abc        fuzzy: the letters in order          'abc   exact substring
          ^abc       starts with abc                      abc$   ends with abc
          !abc       does not contain abc                 a | b  either term
          Words must all match; an uppercase letter makes that word case-sensitive.
          FIELD:VALUE followed by a space becomes a token when FIELD is a token field;
          a value with spaces is typed FIELD:Middle\\ Eastern or FIELD:"Middle Eastern".

        KEYS
          typing            filter; / presents the search
          Up/Down           move in the list; with suggestions shown, the arrow
                            toward them (Down under the field, Up over a bottom
                            one) enters them, walks every row and goes on into
                            the list; the arrow back returns to the field
          PgUp/PgDn         move a page
          Home/End          in the field: its start/end; in the list: first/last row
          Left/Right        move the cursor (also Ctrl-B/Ctrl-F)
          Ctrl-A/Ctrl-E     the start/end of the field
          Alt-B/Alt-F       move by a word
          Backspace/Del     delete before/under the cursor (Ctrl-D too; on an empty
                            field Ctrl-D exits); Backspace at the start: the last token
          Ctrl-K/Ctrl-U     delete to the end/the start of the field (Ctrl-K does not
                            move up as fzf's does: Up and Ctrl-P do)
          Alt-D             delete the next word; Alt-Backspace: the previous word
          Ctrl-W            delete back to the previous space
          Ctrl-P/Ctrl-N     with a history: previous/next recent search
          Tab/Shift-Tab     next/previous scope; with --multi, mark and move down/up
                            (scopes then on Alt-Right/Alt-Left)
          Space             types a space, wherever you are
          Enter             take the highlighted suggestion's completion (nothing on
                            a display-only row), or print the selected item and exit
                            (once the results of what was typed are in)
          Ctrl-T            mark the row (with --multi; Tab/Shift-Tab too)
          Esc               close what is open (a pending choice, the suggestions,
                            find), then end the search (text and tokens cleared,
                            the full list back); with no search, exit (130);
                            --bind esc:abort exits at once, as fzf's Esc
          Ctrl-O            find in the preview (or detail) pane: Enter/Down next,
                            Up previous, Esc closes (--bind ctrl-f:find for Ctrl-F)
          Ctrl-C            exit without choosing; Ctrl-Z suspends

        PLACEHOLDERS (in --preview, --command and --bind commands)
          {}  the item    {q}  the query    {n}  its index    {+}  the marked items
          {1} {-1} {2..}  fields (blanks or --delimiter)    {@name}  a record field
          Each value is one literal word with the item's bytes, also inside '…', "…"
          or "$(…)"; other braces (${HOME}, {a,b}, awk's {print}, jq's {title}) stay
          as written, and \\{} is a literal {}. A placeholder in backticks, $((…)) or
          a here-document, or a value holding NUL, is refused: the command does not
          run. Commands run with $SHELL -c; with /bin/sh when SHELL is unset or not
          sh, dash, bash, zsh, ksh, mksh, ash, yash, busybox or fish.

        POSTGRESQL
          seek postgresql:///shop --table products searches the table on its server,
          read-only: a page of rows per query once typing pauses (--debounce), more
          pages as the list scrolls. The counts follow each first page, exact when
          the server counts them within --count-budget (500 ms); beyond it they read
          "N+" for the rows proven, and the scopes are estimated from the planner's
          statistics ("~"). Above --count-limit matches, a ranked page, best first,
          replaces the first page when the server ranks in time (--rank-timeout).
          A table whose columns fit --mirror-budget (512 MiB) is read into memory
          once, in the background, then searched as a file is: the same matches,
          order and counts at a file's speed; --no-mirror keeps it on the server.
          A lost server is retried while the screen stays open.
          One silent past --server-deadline (statement timeout + 3 s) is dropped and
          connected again, saying so; TCP keepalives are on unless the URL says.
          The input may be libpq's keyword string ('host=db dbname=shop') as well.
          Statements stop after --statement-timeout (10 s), or sooner when the
          session's own statement_timeout (a role's, the URL's options) is lower;
          pg_stat_activity names seek unless the URL gives an application_name.
          A server that wants a password seek was not given gets psql's prompt.
          --suggest-as-you-type offers suggestions from cheap queries while typing
          and searches on Enter; --explain-indexes prints the indexes that make the
          search fast.

        EXIT STATUS
          0    an item was chosen, or --filter printed a match
          1    nothing matched (--filter, --exit-0), or Enter on an empty list
          2    error: bad option, unreadable or malformed input, a history file in
               a missing folder, no terminal, a database that cannot be read
          130  cancelled with Esc (no search presented) or Ctrl-C
          128+N  ended by signal N, after restoring the terminal

        ENVIRONMENT
          SEEK_DEFAULT_COMMAND  the command whose lines are the input on a terminal
                                (FZF_DEFAULT_COMMAND when run as fzf)
          SEEK_DEFAULT_OPTS     options read before the command line's (also from the
                                file SEEK_DEFAULT_OPTS_FILE names); run as fzf (a link
                                named fzf), FZF_DEFAULT_OPTS and FZF_DEFAULT_OPTS_FILE
                                instead. fzf's spellings work (-q55, -d:, +m, --no-X);
                                an fzf option seek lacks is named in one line and left
                                out; a word fzf does not know either is an error
          SEEK_HISTORY          the history file when --history is not given (seek's
                                layout, or an fzf history file kept in its own)
          SEEK_DATA             the folder holding the bundled samples' JSON files
          NO_COLOR              when set and not empty, draw without colour

        EXAMPLES
          seek                                   pick a file below this folder
          find . -type f | seek                  pick a file
          vim "$(git ls-files | seek)"           edit the file you pick
          seek --sample recipes                  browse the bundled recipes
          seek --filter "'main .swift$" files    print matching lines, best first
          seek --sample colors --placement bottom
          seek people.csv --scope-field team --token-fields city --print email
          cat data.jsonl | seek --format jsonl --json --multi
          seek postgresql:///shop --table products --scope-field category
          seek postgresql:///shop --table products --suggest-as-you-type
          find . -type f | seek --preview 'head -50 {}'
          history | seek --tac --no-sort         newest first, in input order
          ls --color=always | seek --ansi        colours shown, not matched
          seek --command 'rg -n {q}' --delimiter : --preview-window '+{2}/2'
          git log --oneline | seek --bind 'ctrl-o:execute(git show {1} | less)'
        """
}
