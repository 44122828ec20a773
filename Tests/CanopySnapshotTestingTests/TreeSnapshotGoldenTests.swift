import Canopy
import CanopySnapshotTesting
import Examples
import FlexibleHeader
import Testing

/// Tree snapshots as a user writes them: the golden is a `.tree.txt` text file.
@Suite("Tree snapshot goldens")
struct TreeSnapshotGoldenTests {
    @Test("The quick start's inbox screen has the recorded tree on an iPhone 15")
    func inboxTree() {
        assertSnapshot(of: InboxScreen(), on: .iPhone15, as: .tree)
    }

    @Test("A detached card is dumped relative to its root")
    func detachedCard() {
        let card = ViewNode(frame: CGRect(x: 0, y: 0, width: 160, height: 64))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = Color(hex: 0xFFC107)
        card.clipsToBounds = true
        let title = LabelNode(frame: CGRect(x: 12, y: 8, width: 136, height: 24))
        title.accessibilityIdentifier = "title"
        title.text = "3 new messages"
        card.addSubview(title)
        assertSnapshot(of: card, as: .tree)
    }
}
