// swift run colors-example: type part of a colour's name, pick a suggestion; the chosen colour
// is printed.
import SeekUI

do {
    for color in try ColorSearch().body.run() { print(color.name) }
} catch {
    exitReporting(error, program: "colors-example")
}
