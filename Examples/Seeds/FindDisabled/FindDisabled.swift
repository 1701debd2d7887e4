// From 004 (`findDisabled(_:)`): the seed shows only the modifier chain
//
//     TextEditor(text: $text)
//         .findDisabled(isDisabled)
//         .findNavigator(isPresented: $isPresented)
//
// which is used here as written, in a view that owns the three values and puts them in the
// toolbar (F1 shows find, F2 disables it), and an app around it.
import SeekUI

struct FindDisabledEditor: View {
    @State private var text = "Find is off in this text"
    @State private var isDisabled = true
    @State private var isPresented = false

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .findDisabled(isDisabled)
                .findNavigator(isPresented: $isPresented)
                .toolbar {
                    Toggle("Find", isOn: $isPresented)
                    Toggle("Find disabled", isOn: $isDisabled)
                }
                .navigationTitle("Notes")
        }
    }
}

@main
struct FindDisabledApp: App {
    var body: some Scene {
        WindowGroup { FindDisabledEditor() }
    }
}
