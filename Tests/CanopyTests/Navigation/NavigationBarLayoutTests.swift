import Canopy
import Foundation
import Testing

/// The bar's layout with fixed metrics (each character 0.5 × size wide, lines 1.2 × size,
/// ascent 0.9 × size), so every number is exact.
@Suite("Navigation bar layout")
struct NavigationBarLayoutTests {
    let metrics = FixedTextMetrics()

    func layout(_ configure: (inout NavigationBarLayout.Input) -> Void) -> NavigationBarLayout {
        var input = NavigationBarLayout.Input(width: 375)
        configure(&input)
        return NavigationBarLayout(input, metrics: metrics)
    }

    @Test("The title is centred in the 44-point row with its baseline centred as a line of 17-point text")
    func centredTitle() throws {
        // "Settings": 8 characters × 8.5 = 68 points; centred in 375 → x 153.5.
        let l = layout { $0.title = "Settings" }
        #expect(l.height == 44)
        let title = try #require(l.title)
        #expect(title.frame == CGRect(x: 153.5, y: 0, width: 68, height: 44))
        // Line 20.4 tall centred in 44 → top 11.8; baseline 11.8 + ascent 15.3.
        #expect(abs(title.origin.y - 27.1) < 1e-9)
    }

    @Test("Items sit at the 16-point margins, 8 points apart, outermost first")
    func itemsAtEdges() throws {
        let l = layout {
            $0.title = "Inbox"
            $0.leftItems = [.init(title: "Cancel")]
            $0.rightItems = [.init(title: "Done", isDone: true), .init(title: nil, imageSize: CGSize(width: 22, height: 22))]
        }
        // "Cancel" 6 × 8.5 = 51; "Done" 4 × 8.5 = 34 ending at 375 − 16 = 359; the image 8 points left of it.
        #expect(l.leftItems.map(\.frame) == [CGRect(x: 16, y: 0, width: 51, height: 44)])
        #expect(l.rightItems.map(\.frame) == [CGRect(x: 325, y: 0, width: 34, height: 44), CGRect(x: 295, y: 0, width: 22, height: 44)])
        #expect(l.rightItems[1].imageFrame == CGRect(x: 295, y: 11, width: 22, height: 22))
    }

    @Test("Bars at least 414 points wide use 20-point margins")
    func wideMargins() {
        var input = NavigationBarLayout.Input(width: 430)
        input.rightItems = [.init(title: "Edit")]
        let l = NavigationBarLayout(input, metrics: metrics)
        #expect(l.rightItems.first?.frame.maxX == 410)
    }

    @Test("A long title moves clear of the items, then truncates between them")
    func titleAvoidsItems() throws {
        let l = layout {
            $0.title = String(repeating: "W", count: 40)
            $0.rightItems = [.init(title: "Done")]
        }
        let title = try #require(l.title)
        // Room: from 16 to 325 − 8 = 317, so the title starts at the margin and stops 8 before Done.
        #expect(title.frame.minX == 16)
        #expect(title.frame.maxX <= 317)
        #expect(title.string.hasSuffix("…"))
    }

    @Test("The back button shows the previous title, then Back, then only the chevron as room runs out")
    func backTitleFallbacks() throws {
        func back(_ previous: String, title: String) -> NavigationBarLayout.BackButton? {
            layout {
                $0.title = title
                $0.showsBackButton = true
                $0.backTitle = previous
            }.backButton
        }
        let fits = try #require(back("Settings", title: "General"))
        #expect(fits.chevronFrame == CGRect(x: 8, y: 11.5, width: 13, height: 21))
        #expect(fits.title?.string == "Settings")
        #expect(fits.title?.frame.minX == 26)
        // A title 20 characters wide (170 points) leaves 102.5 − 8 − 26 = 68.5 points: "Back" (34) fits, a longer name does not.
        let tight = try #require(back("Notifications", title: String(repeating: "x", count: 20)))
        #expect(tight.title?.string == "Back")
        // A 36-character title (306 points) leaves no room even for "Back".
        let none = try #require(back("Settings", title: String(repeating: "x", count: 36)))
        #expect(none.title == nil)
        #expect(none.frame.maxX == 21)
    }

    @Test("Left items replace the back button unless they supplement it")
    func leftItemsAndBack() {
        let replaced = layout {
            $0.showsBackButton = true
            $0.backTitle = "Back"
            $0.leftItems = [.init(title: "Close")]
        }
        #expect(replaced.backButton == nil)
        #expect(replaced.leftItems.first?.frame.minX == 16)
        let supplemented = layout {
            $0.showsBackButton = true
            $0.backTitle = "Back"
            $0.leftItems = [.init(title: "Close")]
            $0.leftItemsSupplementBackButton = true
        }
        // Back ends at 26 + 34 = 60; the item follows 8 points later.
        #expect(supplemented.leftItems.first?.frame.minX == 68)
    }

    @Test("An expanded large title makes the bar 96 points: the 44-point row plus a 52-point area")
    func largeTitleExpanded() throws {
        let l = layout {
            $0.title = "Settings"
            $0.largeTitleHeight = 52
        }
        #expect(l.height == 96)
        #expect(l.largeTitleArea == CGRect(x: 0, y: 44, width: 375, height: 52))
        let large = try #require(l.largeTitle)
        // Leading margin 16; baseline 12 above the area's bottom edge (96 − 12).
        #expect(large.origin == CGPoint(x: 16, y: 84))
        // The inline title stays hidden while any of the large title shows.
        #expect(l.title == nil)
    }

    @Test("A collapsing large title moves up with its area and the inline title returns once it is gone")
    func largeTitleCollapsing() throws {
        let half = layout {
            $0.title = "Settings"
            $0.largeTitleHeight = 26
        }
        #expect(half.height == 70)
        #expect(half.largeTitle?.origin.y == 58)
        #expect(half.title == nil)
        let collapsed = layout {
            $0.title = "Settings"
            $0.largeTitleHeight = 0
        }
        #expect(collapsed.height == 44)
        #expect(collapsed.largeTitle == nil)
        #expect(collapsed.title?.string == "Settings")
    }

    @Test("A prompt adds a 30-point row above the bar's row")
    func prompt() throws {
        let l = layout {
            $0.title = "Edit"
            $0.prompt = "Choose a photo"
        }
        #expect(l.height == 74)
        #expect(l.rowTop == 30)
        #expect(l.title?.frame.minY == 30)
        let prompt = try #require(l.prompt)
        #expect(prompt.frame.minY == 0 && prompt.frame.height == 30)
    }

    @Test("Non-finite and negative inputs lay out an empty bar instead of failing")
    func hostileInputs() {
        var input = NavigationBarLayout.Input(width: .nan, title: "A")
        input.largeTitleHeight = -.infinity
        let l = NavigationBarLayout(input, metrics: metrics)
        #expect(l.height == 44)
        #expect(l.title == nil)
    }
}
