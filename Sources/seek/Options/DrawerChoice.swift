import ArgumentParser

/// The values of `--drawer`.
enum DrawerChoice: String, ExpressibleByArgument, CaseIterable {
    case automatic, always
}
