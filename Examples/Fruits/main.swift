// swift run fruits-example: the three fruit tokens start in the field (an item must match all
// of them, so Backspace removes them); the chosen dish is printed.
import SeekUI

do {
    for dish in try FruitSearch().body.run() { print(dish.name) }
} catch {
    exitReporting(error, program: "fruits-example")
}
