import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

@Suite("Expanding on return")
struct ExpandOnReturnTests {
    @Test("Far from the top a scroll back returns the header, then grows it to its maximum height")
    func scrollBackReturnsThenExpands() {
        // Given a hidden header over content scrolled far down, returning on scroll back
        let host = DetentHost(shift: .enabled)
        host.header.expandsOnReturn = true
        host.scroll(to: 1500)
        host.scroll(to: 1600)
        #expect(host.header.progress.shiftFraction == 1)
        // When the content scrolls back 600 points in steps of 10
        var y: CGFloat = 1600
        var bottoms: [CGFloat] = []
        for _ in 0..<60 {
            y -= 10
            host.scroll(to: y)
            bottoms.append(host.headerBottom)
        }
        // Then the header came back and grew to its maximum height, its bottom edge moving
        // at most as far as the content in each step, never back up
        #expect(host.header.frame.minY == 0)
        #expect(host.header.frame.height == DetentHost.maximum)
        #expect(zip(bottoms, bottoms.dropFirst()).allSatisfy { $1 >= $0 && $1 - $0 <= 10 + 1e-9 })
        // (the first steps only use up the scroll-back reserve: the hidden header stays put)
        #expect(bottoms.first == 20)
        // And scrolling on collapses it first, then shifts it, the content untouched
        host.scroll(to: y + 100)
        #expect(host.header.frame.height == DetentHost.maximum - 100)
        #expect(host.header.frame.minY == 0)
    }

    @Test("Off by default: a scroll back far from the top returns the header at its minimum height")
    func offByDefault() {
        let host = DetentHost(shift: .enabled)
        host.scroll(to: 1500)
        host.scroll(to: 1600)
        host.scroll(to: 1000)
        #expect(host.header.frame.height == DetentHost.minimum)
        #expect(host.header.frame.minY == 0)
    }
}

@Suite("Short content")
struct ShortContentTests {
    @Test("With stayExpanded a drag of a short bouncing list neither squeezes nor shifts the header")
    func shortListDoesNotSqueeze() {
        let host = DetentHost(shift: .enabled, contentHeight: 300)
        host.list.alwaysBounceVertical = true
        host.header.shortContentBehavior = .stayExpanded
        host.drag(120)
        #expect(host.header.frame.height == DetentHost.maximum)
        #expect(host.header.frame.minY == 0)
        host.release()
        host.settle()
        #expect(host.header.restingDetent == .expanded)
    }

    @Test("By default a drag of a short bouncing list squeezes the header, as the original does")
    func originalSqueezes() {
        let host = DetentHost(shift: .enabled, contentHeight: 300)
        host.list.alwaysBounceVertical = true
        host.drag(120)
        #expect(host.header.frame.height < DetentHost.maximum)
        host.release()
        host.settle()
    }

    @Test("A header collapsed when the content becomes short expands, animated, without moving the content")
    func expandsWhenContentBecomesShort() {
        let host = DetentHost(shift: .enabled)
        host.header.shortContentBehavior = .stayExpanded
        host.scroll(to: 300)
        host.header.setDetent(.collapsed, animated: false)
        let offset = host.list.contentOffset.y
        host.list.contentSize.height = 200
        host.header.trackingScrollViewDidScroll()
        #expect(host.header.progress.isSettling)
        var heights: [CGFloat] = []
        host.settle { heights.append(host.header.frame.height) }
        #expect(heights.count > 5)
        #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(host.list.contentOffset.y == offset)
        #expect(host.header.restingDetent == .expanded)
    }
}

@Suite("Short content after a tab switch")
struct ShortTabTests {
    @Test("Switching a collapsed shared header to a short list expands it, animated, without moving that list")
    func switchToShortTabExpands() {
        // Given a shared header collapsed over a long list scrolled far down
        let host = DetentHost(shift: .disabled)
        host.header.sharedWithManyScrollViews = true
        host.header.shortContentBehavior = .stayExpanded
        let short = ScrollNode(frame: host.list.frame)
        short.contentInsetAdjustmentBehavior = .never
        short.contentSize = CGSize(width: 375, height: 240)
        short.delegate = host.controller
        host.window.insertSubview(short, belowSubview: host.header)
        host.scroll(to: 900)
        #expect(host.header.frame.height == DetentHost.minimum)
        // When the header switches to the short list
        host.header.trackingScrollView = short
        let offset = short.contentOffset
        var heights: [CGFloat] = []
        host.settle { heights.append(host.header.frame.height) }
        // Then it grows back to its maximum height over a few frames, the short list unmoved
        #expect(heights.count > 5)
        #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(host.header.frame.height == DetentHost.maximum)
        #expect(short.contentOffset == offset)
    }
}
