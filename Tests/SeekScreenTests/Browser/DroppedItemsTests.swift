import SeekScreen
import SeekToolkit
import Testing

/// `--tail` drops the oldest items while the list is open: marks stay on the items they were on.
@Suite struct DroppedItemsTests {
    @Test func marksFollowTheirItemsWhenOlderOnesAreDropped() {
        var browser = SearchBrowser(itemCount: 10, size: TerminalSize(width: 40, height: 12),
                                    options: BrowserOptions(title: "t", allowsMultipleSelection: true))
        _ = browser.handle(.host(.session(.focus(.results))))
        _ = browser.handle(.user(.toggleMark))  // item 0
        _ = browser.handle(.user(.moveToFirst))
        _ = browser.handle(.user(.moveSelection(3)))
        _ = browser.handle(.user(.toggleMark))  // item 3
        #expect(Set(browser.markedItems) == [0, 3])
        _ = browser.handle(.arrived(.itemsDropped(2)))
        #expect(browser.markedItems == [1], "item 3 is now item 1; item 0 is gone")
    }
}
