// What the seed leaves to the app: the items.
import SeekUI

struct Item: Identifiable {
    let name: String
    var id: String { name }
}
