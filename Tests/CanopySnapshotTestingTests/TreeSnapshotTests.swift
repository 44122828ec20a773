import Canopy
import Foundation
import Testing

@testable import CanopySnapshotTesting

@Suite("Tree dumps")
struct TreeSnapshotTests {
    /// A card with a title, a hidden badge, and an untitled clipped view.
    func card() -> ViewNode {
        let card = node(rect(10, 20, 200, 100), Color(hex: 0xFFFFFF))
        card.accessibilityIdentifier = "card"
        let title = LabelNode(frame: rect(8, 44.333, 120, 20))
        title.accessibilityIdentifier = "title"
        title.text = "Inbox \"3\"\nnew"
        card.addSubview(title)
        let badge = node(rect(150, 8, 24, 24), Color(red: 1, green: 0, blue: 0, alpha: 0.5), in: card)
        badge.isHidden = true
        badge.alpha = 0.25
        badge.accessibilityIdentifier = "badge"
        let plain = node(rect(0, 90, 200, 10), in: card)
        plain.clipsToBounds = true
        return card
    }

    @Test("A detached tree is dumped relative to its root, one indented line per node")
    func detachedDump() {
        // Given a card in no window, When it is dumped
        let text = TreeSnapshot(of: card()).text
        // Then frames are in the space of the root's frame and defaults are left out
        #expect(
            text == """
                canopy-tree 1 space=root
                ViewNode "card" frame=(10,20,200,100) background=#FFFFFFFF
                  LabelNode "title" frame=(18,64.33,120,20) text="Inbox \\"3\\"\\nnew"
                  ViewNode "badge" frame=(160,28,24,24) hidden alpha=0.25 background=#FF000080
                  ViewNode frame=(10,110,200,10) clips

                """)
    }

    @Test("A node in a window is dumped in window coordinates, through transforms and scroll offsets")
    func windowCoordinates() throws {
        // Given a window with a scrolled scroll node and a scaled child
        let window = WindowNode(device: .iPhoneSE)
        let scroll = ScrollNode(frame: rect(0, 100, 320, 300))
        scroll.contentSize = CGSize(width: 320, height: 1000)
        window.addSubview(scroll)
        let row = node(rect(0, 50, 100, 40), in: scroll)
        row.transform = AffineTransform(scale: 2)
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        // When the row alone is dumped
        let dump = TreeSnapshot(of: row)
        // Then its frame is where the window sees it
        #expect(dump.space == .window)
        let expected = row.convert(row.bounds, to: nil)
        #expect(dump.nodes[0].frame == expected)
        #expect(dump.nodes[0].frame == rect(-50, 100, 200, 80))
        // And the window itself starts at its own origin
        #expect(TreeSnapshot(of: window).nodes[0].frame == window.bounds)
    }

    @Test("A dump parses back to the same snapshot")
    func roundTrip() throws {
        let dump = TreeSnapshot(of: card())
        #expect(try TreeSnapshot(parsing: dump.text) == dump)
        let odd = LabelNode(frame: rect(0.005, -0.004, 1e-9, 3.14159))
        odd.accessibilityIdentifier = "tab\there \\ \u{1} \u{85} é"
        odd.text = ""
        let oddDump = TreeSnapshot(of: odd)
        #expect(oddDump.text.split(separator: "\n").count == 2)
        #expect(try TreeSnapshot(parsing: oddDump.text) == oddDump)
    }

    @Test("Numbers are rounded to two decimals with trailing zeros trimmed and no negative zero")
    func numbers() {
        #expect(TreeNumber.format(44) == "44")
        #expect(TreeNumber.format(44.5) == "44.5")
        #expect(TreeNumber.format(44.333) == "44.33")
        #expect(TreeNumber.format(-0.001) == "0")
        #expect(TreeNumber.format(-3.999) == "-4")
        #expect(TreeNumber.format(.nan) == "nan")
        #expect(TreeNumber.format(-.infinity) == "-inf")
    }

    @Test("A 100,000-deep chain is written, parsed and compared without recursion, in text proportional to its size")
    func deepChainText() throws {
        // Given the dump of a chain of 100,001 nested views
        let nodes = (0...100_000).map { TreeSnapshotNode(depth: $0, typeName: "ViewNode", frame: rect(0, CGFloat($0), 10, 10)) }
        let dump = TreeSnapshot(space: .root, nodes: nodes)
        // When it is written and read back
        let text = dump.text
        let parsed = try TreeSnapshot(parsing: text)
        // Then deep lines carry their depth instead of more indentation, and nothing is lost
        #expect(text.utf8.count < nodes.count * 120)
        #expect(text.contains("\n" + String(repeating: "  ", count: 32) + "@33 ViewNode frame=(0,33,10,10)\n"))
        #expect(parsed == dump)
        // And a change at the bottom is found and named by a shortened path
        var moved = nodes
        moved[100_000].frame.origin.y += 1
        let difference = TreeDifference(from: parsed, to: TreeSnapshot(space: .root, nodes: moved))
        #expect(
            difference.summary() == [
                "…/ViewNode[0]/ViewNode[0]/ViewNode[0]/ViewNode[0]/ViewNode[0]/ViewNode[0]/ViewNode[0]/ViewNode[0] frame.y 100000 → 100001"
            ])
    }

    @Test("A live chain is dumped with an explicit stack, each frame composed from its parent's")
    func deepChainLive() {
        // Given a chain of 2,000 nested views, each one point below its parent (building a
        // chain costs the tree quadratic time today, so the live chain stays short)
        let root = ViewNode(frame: rect(0, 0, 10, 10))
        var tip = root
        for _ in 0..<2_000 {
            let child = ViewNode(frame: rect(0, 1, 10, 10))
            tip.addSubview(child)
            tip = child
        }
        // When it is dumped, Then the deepest frame is the sum of the offsets
        let dump = TreeSnapshot(of: root)
        #expect(dump.nodes.count == 2_001)
        #expect(dump.nodes.last?.frame == rect(0, 2_000, 10, 10))
        #expect(dump.nodes.last?.depth == 2_000)
        // Dismantled leaf first, so releasing the chain does not recurse.
        var chain: [ViewNode] = []
        var next: ViewNode? = root
        while let current = next {
            chain.append(current)
            next = current.subviews.first
        }
        for node in chain.reversed() { node.removeFromSuperview() }
    }

    @Test("A node built with a negative depth is written with its depth marked, and reading it back names the value")
    func negativeDepth() {
        // Given a record whose depth no dump produces
        let tree = TreeSnapshot(space: .root, nodes: [TreeSnapshotNode(depth: -1, typeName: "ViewNode", frame: rect(0, 0, 1, 1))])
        // When it is written as text, Then the line carries the depth instead of trapping
        #expect(tree.text == "canopy-tree 1 space=root\n@-1 ViewNode frame=(0,0,1,1)\n")
        // And parsing the text refuses the marker, naming it
        let error = #expect(throws: TreeSnapshotError.self) { try TreeSnapshot(parsing: tree.text) }
        #expect(error.map { "\($0)" } == "line 2: bad depth marker \"@-1\"")
    }

    @Test("Corrupt dumps are refused with the line and the offending value")
    func corrupt() {
        func error(_ text: String) -> String {
            do {
                _ = try TreeSnapshot(parsing: text)
                return "parsed"
            } catch {
                return "\(error)"
            }
        }
        let header = "canopy-tree 1 space=root\n"
        #expect(error("").contains("empty"))
        #expect(error("PNG\u{1A}\n") == "line 1: expected the header \"canopy-tree 1 space=window|root\", found \"PNG\u{1A}\"")
        #expect(error(header) == "the dump lists no node")
        #expect(error(header + "ViewNode\n") == "line 2: node ViewNode has no frame")
        #expect(error(header + "ViewNode frame=(1,2,3)\n") == "line 2: bad frame \"(1,2,3)\": expected four numbers")
        #expect(error(header + "ViewNode frame=(1,2,3,x)\n") == "line 2: bad number \"x\"")
        #expect(error(header + "ViewNode frame=(0,0,1,1) shiny\n") == "line 2: unknown property \"shiny\"")
        #expect(error(header + "ViewNode frame=(0,0,1,1)\n    ViewNode frame=(0,0,1,1)\n").contains("line 3: depth 2 follows depth 0"))
        #expect(error(header + "ViewNode frame=(0,0,1,1)\nViewNode frame=(0,0,1,1)\n").contains("line 3: a second root"))
        #expect(error(header + "ViewNode \"open frame=(0,0,1,1)\n") == "line 2: unterminated quote")
        #expect(error(header + "ViewNode frame=(0,0,1,1) background=red\n").contains("expected #RRGGBBAA"))
        #expect(error(header + "ViewNode frame=(0,0,1,1) text=\"\\u{D800}\"\n").contains("bad \\u{D800} escape"))
    }
}
