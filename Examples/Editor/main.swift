// swift run editor-example FILE: the file in a text view; ^F opens find and replace (Tab moves
// between the fields, Enter goes to the next match, ^R replaces it, ^A replaces all), ^S saves
// atomically, Esc closes find, ^Q (or Esc with find closed) quits, asking again when there are
// unsaved changes. Exit status: 0 after quitting, 2 for a bad argument, an unreadable file or
// no terminal (one line on standard error).
import SeekNcurses
import SeekRuntime
import SeekUI

let arguments = CommandLine.arguments.dropFirst()
do {
    guard arguments.count == 1, let path = arguments.first, !path.hasPrefix("-") else {
        throw EditorProgram.Failure(description: "usage: editor-example FILE")
    }
    let program = try EditorProgram(path: path)
    let terminal = try NcursesTerminal(environment: ProcessEnvironment.current)
    program.run(on: terminal)
    terminal.close()
} catch {
    exitReporting(error, program: "editor-example")
}
