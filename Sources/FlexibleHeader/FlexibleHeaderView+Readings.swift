import Canopy
import Foundation

/// Read-only answers computed from the header's state and current inputs, for the owning
/// controller and for tests; none of them changes anything.
extension FlexibleHeaderView {
    /// The top safe-area inset `T` the header lays out with.
    ///
    /// Outside infer mode it is the window's top inset, read directly: the header's own moves
    /// ask for it on every scroll event, and a whole solve to find it would double their cost.
    var topSafeAreaInset: CGFloat {
        state.topSafeArea.infersFromViewController ? makeSolver().topSafeAreaInset : deviceTopInset
    }
    /// The window's top safe-area inset, 0 outside a window.
    var deviceTopInset: CGFloat { window?.safeAreaInsets.top ?? 0 }
    var minWithSafeArea: CGFloat { makeSolver().minWithSafeArea }
    var maxWithSafeArea: CGFloat { makeSolver().maxWithSafeArea }
    var maxWithoutSafeArea: CGFloat { makeSolver().maxWithoutSafeArea }
    var accumulatorMax: CGFloat { makeSolver().accumulatorMax }
    /// All inputs of the shift rules.
    var shiftConfiguration: ShiftConfiguration { makeSolver().configuration }

    /// The unbounded shift accumulator.
    var shiftAccumulator: CGFloat { state.tracking.accumulator }
    var wantsToBeHidden: Bool { state.tracking.wantsToBeHidden }
    var heights: HeightModel { state.heights }
    var shifter: StatusBarShifterModel { state.shifter }
    /// Last offset fed to the status-bar shifter: always the bounded shift.
    var lastStatusBarOffset: CGFloat { state.lastStatusBarOffset }
    /// What the header remembers about its tracking scroll view.
    var trackingInfo: TrackingInfo? { storedTrackingScrollView.flatMap { state.injections.info(for: $0) } }

    /// The window's status-bar height, 0 while hidden or detached.
    var statusBarHeight: CGFloat { window?.statusBarHeight ?? 0 }
}

extension FlexibleHeaderView {
    /// The last drag ended with a deceleration that has not ended yet.
    var didDecelerate: Bool { state.tracking.didDecelerate }
    /// The header is detached from the top of its content and shifted part of the way.
    var isPartiallyShifted: Bool { makeSolver().isPartiallyShifted }
    /// A rotation is in progress.
    var orientationIsChanging: Bool { state.isRotating }
}
