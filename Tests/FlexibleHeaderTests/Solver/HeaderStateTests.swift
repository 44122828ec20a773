import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// The bookkeeping the header keeps in its state value between events, tested without nodes.
@Suite("Header state bookkeeping")
struct HeaderStateTests {
    @Test("A safe-area change is a resize when the window's size differs from the last change's")
    func safeAreaChangeTellsResizeFromFlip() {
        var state = HeaderState(topSafeArea: 20, statusBarHeight: 20)
        let portrait = CGSize(width: 375, height: 667)
        // The first change has nothing to compare with: it counts as a resize.
        let first = state.noteSafeAreaChange(windowSize: portrait)
        #expect(first)
        // A status-bar flip keeps the window's size.
        let flip = state.noteSafeAreaChange(windowSize: portrait)
        #expect(!flip)
        let rotation = state.noteSafeAreaChange(windowSize: CGSize(width: 667, height: 375))
        #expect(rotation)
        #expect(state.windowSizeAtSafeAreaChange == CGSize(width: 667, height: 375))
        // Leaving the window is a change of size too.
        let leaving = state.noteSafeAreaChange(windowSize: nil)
        #expect(leaving)
    }

    @Test("Detent moves asked for from code get ids counting up from one")
    func detentMoveIDs() {
        var state = HeaderState(topSafeArea: 0, statusBarHeight: 0)
        let first = state.nextDetentMotionID()
        let second = state.nextDetentMotionID()
        #expect(first == 1 && second == 2)
        #expect(state.lastDetentMotionID == 2)
    }
}
