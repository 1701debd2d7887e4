// From 004 (`replaceDisabled(_:)`): the seed shows only the modifier chain
//
//     TextEditor(text: $text)
//         .replaceDisabled(isDisabled)
//         .findNavigator(isPresented: $isPresented)
//
// which is used here as written, in a view that owns the three values and puts them in the
// toolbar (F1 shows find, F2 disables replace), and an app around it.
import SeekUI

struct ReplaceDisabledEditor: View {
    @State private var text = "one fish two fish"
    @State private var isDisabled = true
    @State private var isPresented = false

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .replaceDisabled(isDisabled)
                .findNavigator(isPresented: $isPresented)
                .toolbar {
                    Toggle("Find", isOn: $isPresented)
                    Toggle("Replace disabled", isOn: $isDisabled)
                }
                .navigationTitle("Read-only")
        }
    }
}

@main
struct ReplaceDisabledApp: App {
    var body: some Scene {
        WindowGroup { ReplaceDisabledEditor() }
    }
}
