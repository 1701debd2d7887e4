// swift run store-example: type, or pick a recent search, then Return to search and Return
// again to choose; the chosen product is printed.
import SeekUI

do {
    for product in try StoreSearch().body.run() { print(product.name) }
} catch {
    exitReporting(error, program: "store-example")
}
