// What the seed leaves to the app: the colours and a colour's row.
import SeekUI

struct NamedColor: Identifiable {
    let name: String
    let value: Color
    var id: String { name }

    static let samples = [NamedColor(name: "Red", value: .red), NamedColor(name: "Dark Red", value: Color(red: 0.5, green: 0, blue: 0)),
                          NamedColor(name: "Orange", value: .orange), NamedColor(name: "Green", value: .green),
                          NamedColor(name: "Blue", value: .blue), NamedColor(name: "Purple", value: .purple)]
}

struct ColorRow: View {
    let color: NamedColor

    var body: some View {
        HStack {
            Swatch(color.value)
            Text(color.name)
        }
    }
}
