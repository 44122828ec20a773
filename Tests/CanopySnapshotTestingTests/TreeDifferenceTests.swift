import Canopy
import Foundation
import Testing

@testable import CanopySnapshotTesting

@Suite("Tree differences")
struct TreeDifferenceTests {
    /// A header holding a title label and two untitled dividers, inside a screen.
    func screen(titleY: CGFloat = 44, extraBefore: Bool = false, text: String = "Inbox") -> ViewNode {
        let screen = node(rect(0, 0, 320, 480))
        let header = node(rect(0, 0, 320, 100), Color(hex: 0x3F51B5), in: screen)
        header.accessibilityIdentifier = "header"
        if extraBefore {
            let icon = node(rect(4, 4, 10, 10), in: header)
            icon.accessibilityIdentifier = "icon"
        }
        let title = LabelNode(frame: rect(16, titleY, 200, 24))
        title.accessibilityIdentifier = "titleLabel"
        title.text = text
        header.addSubview(title)
        node(rect(0, 98, 320, 1), in: header)
        node(rect(0, 99, 320, 1), in: header)
        return screen
    }

    @Test("A moved label is named by its path with the property, old and new value")
    func movedLabel() {
        let difference = TreeDifference(from: TreeSnapshot(of: screen()), to: TreeSnapshot(of: screen(titleY: 47)))
        #expect(difference.summary() == ["header/titleLabel frame.y 44 → 47"])
    }

    @Test("Inserting a sibling before a node keeps its identity; the new node is listed as added")
    func insertion() {
        let difference = TreeDifference(from: TreeSnapshot(of: screen()), to: TreeSnapshot(of: screen(extraBefore: true, text: "Mail")))
        #expect(difference.summary() == ["header/icon added (ViewNode)", "header/titleLabel text \"Inbox\" → \"Mail\""])
    }

    @Test("Untitled siblings are matched by type and position, and a removed subtree is listed once")
    func removal() {
        let old = screen()
        let new = screen()
        new.subviews[0].subviews[2].frame = rect(0, 97, 320, 2)
        new.subviews[0].removeFromSuperview()
        let full = TreeDifference(from: TreeSnapshot(of: old), to: TreeSnapshot(of: screen(titleY: 44)))
        #expect(full.isEmpty)
        let removed = TreeDifference(from: TreeSnapshot(of: old), to: TreeSnapshot(of: new))
        #expect(removed.summary() == ["header removed (ViewNode, 4 nodes)"])
        let moved = screen()
        moved.subviews[0].subviews[2].frame = rect(0, 97, 320, 2)
        #expect(
            TreeDifference(from: TreeSnapshot(of: old), to: TreeSnapshot(of: moved)).summary() == [
                "header/ViewNode[1] frame.y 99 → 97, frame.height 1 → 2"
            ])
    }

    @Test("At most five changes are listed, then how many more there are")
    func limit() {
        let old = node(rect(0, 0, 100, 100))
        let new = node(rect(0, 0, 100, 100))
        for i in 0..<8 {
            node(rect(0, CGFloat(i), 10, 10), in: old)
            node(rect(0, CGFloat(i) + 1, 10, 10), in: new).isHidden = i == 0
        }
        let lines = TreeDifference(from: TreeSnapshot(of: old), to: TreeSnapshot(of: new)).summary(limit: 5)
        #expect(lines.count == 6)
        #expect(lines[0] == "ViewNode[0] frame.y 0 → 1, hidden false → true")
        #expect(lines[5] == "… and 3 more")
    }
}
