/// A provider whose input can be replaced while the search runs: a `reload` command's output
/// becomes the items. A provider that cannot take new input does not adopt it, and a reload
/// leaves its items as they are.
public protocol ReloadableSearchProvider: SearchProvider {
    /// Replaces the input with what is read from `descriptor`, read in the background as it
    /// arrives; the provider owns the descriptor from now on and closes it when done with it.
    func reload(reading descriptor: Int32)
}
