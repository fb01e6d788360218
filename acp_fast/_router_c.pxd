# Declarations of the compiled router's parts (`_router_c.pyx` and the files it includes): what one part may call on
# another. A call through a typed reference to a final class declared here is a C call, with no Python in between.

cimport cython

cdef enum:
    _COUNTERS = 13  # len(_protocol.STATS_COUNTERS): checked when the module is imported
    _BUCKETS = 32  # _protocol.LATENCY_BUCKETS: the same


# `_recorder_c.pxi`: counters, latencies and trace records.
@cython.final
cdef class Recorder:
    cdef Py_ssize_t _counts[_COUNTERS]
    cdef Py_ssize_t _histogram[_BUCKETS]
    cdef double _latency_sum
    cdef public object trace
    cdef public Py_ssize_t trace_payloads
    cdef public str trace_hop
    cdef public tuple forwarded_from
    cdef bytes _trace_hop_json  # `trace_hop` as JSON (made again when it changes)
    cdef str _trace_hop_of

    cpdef Py_ssize_t messages_received(self)
    cpdef bytes_received(self, Py_ssize_t size)
    cpdef double request_received(self, str method, request_id, params) except? -1
    cpdef notification_received(self, str method, params)
    cpdef cancel_received(self, str method, params, target)
    cpdef answer_received(self, str method, response_id, value, bint is_error, code, double sent_at, bint cancel_sent)
    cpdef request_sent(self, str method, request_id, params, tuple origin)
    cpdef notification_sent(self, str method, params)
    cpdef cancel_sent(self, request_id, params, tuple origin)
    cpdef answer_sent(self, str method, request_id, value, bint is_error, bint cancelled, double received_at)
    cpdef refused(self, str reason)
    cdef double _record(self, str direction, str kind, str method, request_id, params, target, tuple origin) except? -1
    cdef bytes _hop_json(self)
    cdef _record_answer(self, str direction, str method, request_id, value, bint is_error, double since)


# `_pace_c.pxi`: whether the output writes its bursts in parts or whole, as measured.
cdef class Pacer:
    cdef public bint batching
    cdef readonly Py_ssize_t window_end
    cdef readonly Py_ssize_t probe_every
    cdef Py_ssize_t _phase
    cdef Py_ssize_t _window_start
    cdef double _window_began
    cdef double _last_rate

    cpdef window_ended(self, Py_ssize_t received, double now)


# `_output_c.pxi`: the lines waiting to be written, the write policy, the writer, and what is counted about them.
@cython.final
cdef class Output:
    cdef public bint paused
    cdef readonly Py_ssize_t bytes_written
    cdef public Py_ssize_t answer_bytes
    cdef readonly Pacer pacer
    cdef public object flow  # the owner's flow control (`_contracts.ForwardingFlow`), or None
    cdef list _lines
    cdef Py_ssize_t _burst_bytes  # the bytes of `_lines`, counted while a burst is written whole
    cdef bint _in_read
    cdef Py_ssize_t _read_every
    cdef Py_ssize_t _read_in_flight
    cdef bint _closed
    cdef dict _outgoing
    cdef object _output_pending
    cdef object _output_ready
    cdef object _writer
    cdef object _output_unread
    cdef bint _answers_unread

    cpdef begin_read(self, Py_ssize_t received, Py_ssize_t every)
    cpdef end_read(self)
    cpdef void emit(self, bytes line)
    cpdef void emit_answer(self, bytes line)
    cpdef set_writer(self, writer, output_unread)
    cpdef flush(self)
    cpdef written(self, Py_ssize_t size, bint buffered)
    cpdef bytes take_output(self)
    cpdef list take_messages(self)
    cpdef hold(self, Output source)
    cpdef close(self)


# `_input_c.pxi`: a router's unfinished line, held between reads and counted against the input budget.
@cython.final
cdef class LineBuffer:
    cdef public bint skipping
    cdef bytearray _partial
    cdef Py_ssize_t _counted  # bytes of `_partial` counted against the input budget

    cdef Py_ssize_t held_bytes(self) noexcept
    cpdef tuple hold(self, bytes data, Py_ssize_t limit)
    cpdef bytes complete(self, data)
    cpdef object take_last(self)
    cpdef drop(self)
    cdef tuple _drop(self, bytes data, str reason, Py_ssize_t limit)
    cdef bint _count(self, Py_ssize_t size) noexcept
