import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// A shared header collapsed over a long list, switched to a list of any length and back.
@Suite("Shared header switching to a short or empty list")
struct SharedHeaderShortTabTests {
    static let adjustments: [ContentInsetAdjustmentBehavior] = [.automatic, .always]

    @Test(
        "A collapsed shared header keeps its height over a list of any length, and the long list is where it was left",
        arguments: TabScreen.Length.allCases, adjustments)
    func keepsHeightAcrossSwitch(length: TabScreen.Length, adjustment: ContentInsetAdjustmentBehavior) {
        for preparing in [false, true] {
            // Given a shared header collapsed over a long list scrolled one point down
            let screen = TabScreen(other: length, adjustment: adjustment)
            screen.long.contentOffset.y = 1
            screen.run()
            #expect(screen.header.frame.height == TabScreen.collapsed)
            // When it switches to the other list
            screen.show(screen.other, preparing: preparing)
            screen.run()
            // Then it keeps its height, the other list carries the header's inset once, and
            // content that cannot scroll meets the header's bottom edge
            #expect(screen.header.frame.height == TabScreen.collapsed, "preparing \(preparing)")
            #expect(screen.other.adjustedContentInset.top == TabScreen.expanded, "preparing \(preparing)")
            if length != .screen {
                #expect(screen.contentTop(of: screen.other) == TabScreen.collapsed, "preparing \(preparing)")
            }
            // And switching back finds the long list where it was left
            screen.show(screen.long, preparing: preparing)
            screen.run()
            #expect(screen.long.contentOffset.y == 1, "preparing \(preparing)")
            #expect(screen.header.frame.height == TabScreen.collapsed, "preparing \(preparing)")
        }
    }

    @Test(
        "Kept still, a shared header holds its frame over a list of any length, which shows at its top with no gap above",
        arguments: TabScreen.Length.allCases, adjustments)
    func keptStillOpensNoGap(length: TabScreen.Length, adjustment: ContentInsetAdjustmentBehavior) {
        for preparing in [false, true] {
            // Given a shared header kept still, collapsed over a long list scrolled one point down
            let screen = TabScreen(other: length, adjustment: adjustment) { $0.preventsJumps = true }
            screen.long.contentOffset.y = 1
            screen.run()
            #expect(screen.header.frame.height == TabScreen.collapsed)
            // When it switches to the other list
            screen.show(screen.other, preparing: preparing)
            screen.run()
            // Then the header holds its frame, the other list's inset is the header's maximum
            // height, not more, and content that cannot scroll starts right below the expanded
            // header's place, at its top
            #expect(screen.header.frame.height == TabScreen.collapsed, "preparing \(preparing)")
            #expect(screen.other.adjustedContentInset.top == TabScreen.expanded, "preparing \(preparing)")
            if length != .screen {
                #expect(screen.contentTop(of: screen.other) == TabScreen.expanded, "preparing \(preparing)")
            }
            // And switching back finds the long list and the header where they were
            screen.show(screen.long, preparing: preparing)
            screen.run()
            #expect(screen.long.contentOffset.y == 1, "preparing \(preparing)")
            #expect(screen.header.frame.height == TabScreen.collapsed, "preparing \(preparing)")
        }
    }

    @Test(
        "With stayExpanded a collapsed shared header rests expanded over a list that cannot scroll, its content meeting the header",
        arguments: [TabScreen.Length.short, .empty], [false, true])
    func stayExpandedRestsExpanded(length: TabScreen.Length, preventsJumps: Bool) {
        for preparing in [false, true] {
            // Given a shared header that stays expanded over short content, collapsed over a
            // long list scrolled one point down
            let screen = TabScreen(other: length) {
                $0.shortContentBehavior = .stayExpanded
                $0.preventsJumps = preventsJumps
            }
            screen.long.contentOffset.y = 1
            screen.run()
            #expect(screen.header.frame.height == TabScreen.collapsed)
            // When it switches to a list that cannot scroll and the clock runs
            screen.show(screen.other, preparing: preparing)
            var heights: [CGFloat] = []
            for _ in 0..<60 {
                screen.run(frames: 1)
                heights.append(screen.header.frame.height)
            }
            // Then it grew, never past its maximum, and rests expanded with the list at its top
            #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 <= $1 }, "preparing \(preparing)")
            #expect(screen.header.restingDetent == .expanded, "preparing \(preparing)")
            #expect(screen.header.frame.height == TabScreen.expanded, "preparing \(preparing)")
            #expect(screen.contentTop(of: screen.other) == TabScreen.expanded, "preparing \(preparing)")
        }
    }
}
