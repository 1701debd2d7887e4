// The fruit tokens from the reference documents: a token type of the program's own, three
// tokens to start with, each drawn by a closure. The rows are fruit dishes, so that a token has
// something to narrow.
import SeekUI

enum FruitToken: String, Identifiable, Hashable, CaseIterable, Sendable {
    case apple
    case pear
    case banana
    var id: Self { self }
}

struct Dish: Identifiable {
    let name: String
    let fruit: FruitToken
    var id: String { name }
}

struct FruitSearch {
    let dishes = [Dish(name: "Apple pie", fruit: .apple), Dish(name: "Pear tart", fruit: .pear),
                  Dish(name: "Banana bread", fruit: .banana), Dish(name: "Apple crumble", fruit: .apple),
                  Dish(name: "Poached pear", fruit: .pear), Dish(name: "Banana split", fruit: .banana)]
    @State var text: String = ""
    @State var tokens: [FruitToken] = [.apple, .banana, .pear]
    @State var suggestedTokens = FruitToken.allCases

    var body: SearchableList<Dish> {
        SearchableList(dishes) { Text($0.name) }
            .navigationTitle("Fruit")
            .searchable(text: $text, tokens: $tokens, suggestedTokens: $suggestedTokens, matching: \.fruit) { token in
                switch token {
                case .apple: Text("Apple")
                case .pear: Text("Pear")
                case .banana: Text("Banana")
                }
            }
    }
}
