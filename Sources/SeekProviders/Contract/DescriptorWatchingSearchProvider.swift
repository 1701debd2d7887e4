/// A provider whose answers arrive on a descriptor (a database connection's socket) and that
/// lets the event loop wait on it beside the terminal: the loop then reads an answer on its own
/// thread the moment it arrives, instead of a thread of the provider's waking it.
public protocol DescriptorWatchingSearchProvider: SearchProvider {
    /// Tells the provider that the event loop calling it waits on ``descriptorToWatch`` and calls
    /// ``descriptorTurnedReadable()`` on its own thread, so the provider may leave reading to
    /// that thread. Called once, before ``SearchProvider/start(whenChanged:)``; a loop that does
    /// not call it leaves the provider reading on threads of its own.
    func loopWatchesDescriptors()
    /// The descriptor the loop waits on for the provider now, if any; asked before each sleep.
    var descriptorToWatch: Int32? { get }
    /// Called on the loop's thread when ``descriptorToWatch`` turned readable: reads what
    /// arrived without blocking; what it completes comes with the next
    /// ``SearchProvider/takeUpdate()``.
    func descriptorTurnedReadable()
}
