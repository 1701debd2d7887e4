// swift run users-example: pick a user; the chosen name is printed.
import SeekUI

do {
    for user in try UsersSearch().body.run() { print(user.name) }
} catch {
    exitReporting(error, program: "users-example")
}
